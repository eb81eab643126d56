import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';

interface Counts {
  total: number;
  upcoming: number;
  completed: number;
}

/** Total Registrations, Upcoming Events, Completed Events ('–' until the device has been read). */
export function StatCards({ counts }: { counts: Counts | null }) {
  const { t } = useTranslation('participant');
  const cards = [
    ['total', counts?.total],
    ['upcoming', counts?.upcoming],
    ['completed', counts?.completed],
  ] as const;
  return (
    <dl aria-label={t('stats.label')} className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="participant-stats">
      {cards.map(([key, n]) => (
        <div key={key} className="card bg-base-100 p-3 shadow-sm sm:p-4" data-testid={`participant-stat-${key}`}>
          <dt className="text-xs opacity-70 sm:text-sm">{t(`stats.${key}`)}</dt>
          <dd className="text-2xl font-bold">{n === undefined ? '–' : formatNumber(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { formatNumber } from '@/lib/i18n';

/** Total events, total registrations, upcoming events ('–' until loaded). */
export function EventCounts({ events, registrations }: { events?: ClubEvent[]; registrations?: unknown[] }) {
  const { t } = useTranslation('admin-events');
  const figures = [
    ['totalEvents', events?.length],
    ['totalRegistrations', registrations?.length],
    ['upcomingEvents', events?.filter((e) => e.status === 'upcoming').length],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2" aria-label={t('counts.label')} data-testid="admin-event-counts">
      {figures.map(([key, n]) => (
        <div key={key} className="card bg-base-100 p-3 shadow-sm">
          <dt className="text-xs opacity-70 sm:text-sm">{t(`counts.${key}`)}</dt>
          <dd className="text-xl font-bold sm:text-2xl">{n === undefined ? '–' : formatNumber(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

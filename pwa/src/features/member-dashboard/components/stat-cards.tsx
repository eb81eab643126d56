import { useTranslation } from 'react-i18next';
import type { UserAnalytics } from '@shared/schemas/analytics';
import { formatNumber } from '@/lib/i18n';
import { streakDays } from '../dashboard-rules';

/** Projects, Events, Points, Streak (days); a dash until the first analytics arrive. */
export function StatCards({ analytics }: { analytics: UserAnalytics['analytics'] | null }) {
  const { t } = useTranslation('member-dashboard');
  const cards = [
    ['projects', analytics?.projectsJoined],
    ['events', analytics?.eventsAttended],
    ['points', analytics?.totalPoints],
    ['streak', analytics ? streakDays(analytics.streak) : undefined],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('stats.label')} data-testid="member-stats">
      {cards.map(([key, n]) => (
        <div key={key} className="card bg-base-100 p-4 shadow-sm" data-testid={`member-stat-${key}`}>
          <dt className="text-sm opacity-70">{t(`stats.${key}`)}</dt>
          <dd className="text-2xl font-bold">{n === undefined ? '–' : formatNumber(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

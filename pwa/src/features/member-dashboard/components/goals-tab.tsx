import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAnalytics } from '@shared/schemas/analytics';
import { formatNumber } from '@/lib/i18n';
import { goalsProgress } from '../dashboard-rules';

const NONE = { projectsJoined: 0, articlesContributed: 0, totalPoints: 0 };

/** Goals (§9): 3 projects, 5 articles, 500 points, each with how far the member is. */
export function GoalsTab({ analytics }: { analytics: UserAnalytics['analytics'] | null }) {
  const { t } = useTranslation('member-dashboard');
  const titleId = useId();
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId} data-testid="member-goals">
      <div className="card-body gap-4 p-4">
        <h2 id={titleId} className="card-title text-lg">
          {t('goals.title')}
        </h2>
        <ul className="grid gap-4">
          {goalsProgress(analytics ?? NONE).map((g) => (
            <li key={g.id} className="grid gap-1" data-testid={`member-goal-${g.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{t(`goals.${g.id}`)}</span>
                <span className="flex items-center gap-2 text-sm">
                  {t('goals.count', { current: formatNumber(g.current), target: formatNumber(g.target) })}
                  {g.done && <span className="badge badge-success badge-sm">{t('goals.done')}</span>}
                </span>
              </div>
              <progress className="progress progress-secondary w-full" value={g.percent} max={100} aria-label={t(`goals.${g.id}`)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

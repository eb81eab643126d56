import { useTranslation } from 'react-i18next';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import { formatNumber } from '@/lib/i18n';
import type { useDashboardCounts } from './use-dashboard-counts';

type Counts = ReturnType<typeof useDashboardCounts>;

/** Total Users, Active Members, Events, Pending Items, then the Attention Required box (its counts once they are known). */
export function StatCards({ counts }: { counts: Counts }) {
  const { t } = useTranslation('admin');
  const cards = [
    ['totalUsers', counts.totalUsers],
    ['activeMembers', counts.activeMembers],
    ['events', counts.events],
    ['pendingItems', counts.pendingItems],
  ] as const;
  const nothing = counts.pendingApplications === 0 && counts.contentAwaitingReview === 0;
  return (
    <>
      {counts.neverLoaded && <NotOnPhoneYet text={t('offline.notOnPhoneStats')} onRetry={counts.reload} testId="admin-stats-not-on-phone" />}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="admin-stats">
        {cards.map(([key, n]) => (
          <div key={key} className="card bg-base-100 p-4 shadow-sm">
            <dt className="text-sm opacity-70">{t(`stats.${key}`)}</dt>
            <dd className="text-2xl font-bold">{counts.ready ? formatNumber(n) : '–'}</dd>
          </div>
        ))}
      </dl>
      <section className="alert alert-warning items-start" aria-labelledby="attention-title" data-testid="admin-attention">
        <div className="grid gap-1">
          <h2 id="attention-title" className="font-semibold">
            {t('attention.title')}
          </h2>
          {!counts.ready ? (
            <p className="opacity-70">–</p>
          ) : nothing ? (
            <p>{t('attention.none')}</p>
          ) : (
            <ul className="list-inside list-disc">
              <li>{t('attention.applications', { count: counts.pendingApplications })}</li>
              <li>{t('attention.content', { count: counts.contentAwaitingReview })}</li>
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

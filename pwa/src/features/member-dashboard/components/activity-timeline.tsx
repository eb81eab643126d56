import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@shared/schemas/analytics';
import { formatDate } from '@/lib/i18n';
import { useLedgerTexts } from '../ledger-texts';

const ICON: Record<Activity['type'], string> = { project_joined: '🌱', event_attended: '📅', content_created: '✍️', milestone_reached: '🏆' };

/** Activities newest first, as a timeline: what happened, when, and the points it gave. */
export function ActivityTimeline({
  activities,
  title,
  empty,
  testId = 'member-activities',
}: {
  activities: Activity[];
  title: string;
  empty: string;
  testId?: string;
}) {
  const { t } = useTranslation('member-dashboard');
  const { activityTitle, activityDescription } = useLedgerTexts();
  const titleId = useId();
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId} data-testid={testId}>
      <div className="card-body gap-3 p-4">
        <h2 id={titleId} className="card-title text-lg">
          {title}
        </h2>
        {activities.length === 0 ? (
          <p className="opacity-70">{empty}</p>
        ) : (
          <ol className="grid gap-3 border-l-2 border-base-300 pl-4">
            {activities.map((a) => {
              const description = activityDescription(a);
              return (
                <li key={a.id} className="relative grid gap-0.5" data-testid="member-activity">
                  <span aria-hidden="true" className="absolute -left-7 top-0 grid size-6 place-items-center rounded-full bg-base-200 text-sm">
                    {ICON[a.type]}
                  </span>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <h3 className="font-medium">{activityTitle(a)}</h3>
                    {a.points > 0 && <span className="badge badge-success badge-sm whitespace-nowrap">{t('activities.points', { count: a.points })}</span>}
                  </div>
                  {description && <p className="text-sm opacity-80">{description}</p>}
                  <p className="text-xs opacity-70">
                    <span>{t(`activities.types.${a.type}`)}</span> · <time dateTime={a.date}>{formatDate(a.date, t('dateFormat'))}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}

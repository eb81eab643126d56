import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@shared/schemas/analytics';
import type { ClubEvent } from '@shared/schemas/events';
import { formatDate, formatTimeText } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { calendarDay, nextEvents } from '../dashboard-rules';
import { ActivityTimeline } from './activity-timeline';

/** §9: the 4 most recent activities and the next 3 events. */
const RECENT_ACTIVITIES = 4;
const UPCOMING_EVENTS = 3;

/** Overview: recent activities, upcoming events, then the quick actions and the submissions. */
export function OverviewTab({
  activities,
  events,
  activitiesMissing,
  eventsMissing,
  quickActions,
  submissions,
}: {
  activities: Activity[];
  events: ClubEvent[];
  /** This phone never loaded the activities (the line above the numbers says so): no 'No activities yet'. */
  activitiesMissing?: boolean;
  /** Shown in place of the upcoming events when this phone never loaded them. */
  eventsMissing?: ReactNode;
  quickActions?: ReactNode;
  submissions?: ReactNode;
}) {
  const { t } = useTranslation('member-dashboard');
  const text = useLocalized();
  const eventsTitle = useId();
  const upcoming = nextEvents(events, new Date(), UPCOMING_EVENTS);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {!activitiesMissing && (
        <ActivityTimeline
          activities={activities.slice(0, RECENT_ACTIVITIES)}
          title={t('overview.recentActivities')}
          empty={t('overview.noActivities')}
          testId="member-recent-activities"
        />
      )}
      <section className="card bg-base-100 shadow-sm" aria-labelledby={eventsTitle} data-testid="member-upcoming-events">
        <div className="card-body gap-3 p-4">
          <h2 id={eventsTitle} className="card-title text-lg">
            {t('overview.upcomingEvents')}
          </h2>
          {eventsMissing ??
            (upcoming.length === 0 ? (
              <p className="opacity-70">{t('overview.noUpcoming')}</p>
            ) : (
              <ul className="grid gap-2">
                {upcoming.map((e) => (
                  <li key={e.id} className="rounded-box border border-base-300 p-3">
                    <Link to={`/events/${e.id}`} className="link link-hover flex min-h-11 items-center font-medium">
                      {text(e, 'title')}
                    </Link>
                    <p className="text-sm opacity-80">
                      <time dateTime={e.date}>{formatDate(calendarDay(e.date) ?? e.date, t('dateFormat'))}</time> · {formatTimeText(e.time)} ·{' '}
                      {text(e, 'location')}
                    </p>
                  </li>
                ))}
              </ul>
            ))}
          <Link to="/events" className="btn btn-outline btn-sm min-h-11 justify-self-start">
            {t('overview.browseEvents')}
          </Link>
        </div>
      </section>
      {quickActions}
      {submissions}
    </div>
  );
}

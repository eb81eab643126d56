import { useTranslation } from 'react-i18next';
import { eventsApi } from '@shared/api/events';
import { AdminSection } from '@/components/admin/admin-section';
import { useAdminQuery } from '@/lib/admin-query';
import { formatDate, formatTimeText } from '@/lib/i18n';

export const ADMIN_UPCOMING_EVENTS = 5;

/** Overview: the first 5 events whose status is upcoming. */
export function UpcomingEventsCard() {
  const { t } = useTranslation('admin');
  const query = useAdminQuery(eventsApi.list);
  return (
    <AdminSection query={query} title={t('overview.upcomingEvents')} testId="admin-upcoming-events">
      {({ events }) => {
        const upcoming = events.filter((e) => e.status === 'upcoming').slice(0, ADMIN_UPCOMING_EVENTS);
        if (upcoming.length === 0) return <p className="opacity-70">{t('overview.noUpcoming')}</p>;
        return (
          <ul className="grid gap-2">
            {upcoming.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{e.title}</span>
                <span className="text-sm opacity-70">
                  {formatDate(`${e.date}T00:00:00`, t('dateFormat'))}
                  {e.time ? ` · ${formatTimeText(e.time)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        );
      }}
    </AdminSection>
  );
}

import { useTranslation } from 'react-i18next';
import { RecentApplications } from '@/features/admin-users/components/recent-applications';
import { UpcomingEventsCard } from '@/features/admin-events/components/upcoming-events-card';
import { MessagesCard } from '@/features/admin-messages/components/messages-card';
import { SentMessagesCard } from '@/features/admin-messages-sent/components/sent-messages-card';
import { useAdminAction } from '@/components/admin/use-admin-action';

/** Overview: Recent Applications, Upcoming Events, Quick Actions, the contact messages inbox and the messages sent. */
export function OverviewTab() {
  const { t } = useTranslation('admin');
  const [, setAction] = useAdminAction();
  const actions = [
    ['addUser', 'add-user', 'members'],
    ['createEvent', 'create-event', 'events'],
    ['viewReports', 'reports', undefined],
    ['systemSettings', 'settings', undefined],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentApplications />
      <UpcomingEventsCard />
      <section className="card bg-base-100 shadow-sm" aria-labelledby="quick-actions-title">
        <div className="card-body gap-3 p-4 sm:p-6">
          <h2 id="quick-actions-title" className="card-title text-lg">
            {t('overview.quickActions')}
          </h2>
          <div className="grid grid-cols-2 gap-2">
            {actions.map(([label, action, tab]) => (
              <button key={action} type="button" className="btn btn-outline min-h-11" onClick={() => setAction(action, tab)}>
                {t(`overview.${label}`)}
              </button>
            ))}
          </div>
        </div>
      </section>
      <MessagesCard />
      <SentMessagesCard />
    </div>
  );
}

import '../inbox.i18n';
import { useTranslation } from 'react-i18next';
import { useInbox } from '../notifications.store';
import { useMarkShownRead } from '../use-mark-shown-read';
import { InboxStatus } from './inbox-status';
import { NotificationRow } from './notification-row';

/**
 * The inbox (/notifications): the signed-in person's latest 50 notifications, newest first, from
 * the device's copy, so it opens offline. Opening it marks what it shows read (through the outbox
 * when offline); those stay marked new while the page is open.
 */
export function NotificationsPage({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const view = useInbox(userId);
  const fresh = useMarkShownRead(userId, view.inbox);
  const items = view.inbox?.notifications ?? [];
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6" data-testid="notifications-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <InboxStatus {...view} />
      {items.length > 0 && (
        <ul className="card divide-y divide-base-300 overflow-hidden bg-base-100 shadow-sm">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} unread={fresh.has(item.id) || !item.read} />
          ))}
        </ul>
      )}
    </section>
  );
}

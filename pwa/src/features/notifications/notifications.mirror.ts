/**
 * The signed-in person's inbox (their latest 50 notifications, newest first, and the unread count)
 * as the server last told it, kept on the device for them (lib/own-mirror.ts): it opens offline
 * and never for the next person on a shared phone. Loaded again when their marking read leaves the
 * outbox (delivered or refused).
 */
import { notificationsApi } from '@shared/api/notifications';
import { notificationInbox } from '@shared/schemas/notifications';
import { call } from '@/lib/api-client';
import { ownMirror } from '@/lib/own-mirror';

export const notificationsMirror = ownMirror({
  key: 'notifications:inbox',
  load: (_userId: number) => call(notificationsApi.inbox),
  parse: (v) => notificationInbox.parse(v),
  refreshOn: ['notifications'],
});

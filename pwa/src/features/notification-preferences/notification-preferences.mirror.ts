/**
 * The signed-in user's channel per kind (push, e-mail or off), kept on the device for them
 * (lib/own-mirror.ts): shown offline, never to the next person on a shared phone, loaded again when
 * a queued change leaves the outbox.
 */
import { channelsByKind } from '@shared/schemas/notification-preferences';
import { ownMirror } from '@/lib/own-mirror';
import { fetchNotificationPreferences } from './api/fetch-notification-preferences';

export const notificationPreferencesMirror = ownMirror({
  key: 'notifications:preferences',
  load: async (_userId: number) => (await fetchNotificationPreferences()).preferences,
  parse: (v) => channelsByKind.parse(v),
  refreshOn: ['notification-preferences'],
});

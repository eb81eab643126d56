import { notificationPreferencesApi } from '@shared/api/notification-preferences';
import type { ChannelsByKind, NotificationChannel } from '@shared/schemas/notification-preferences';
import type { NotificationKind } from '@shared/schemas/notifications';
import { submitWrite } from '@/lib/outbox';

/** The outcome of a change: every kind's channel as the server now has it, or 'queued' (offline: sent later). */
export type PreferenceChange = { state: 'sent'; preferences: ChannelsByKind | null } | { state: 'queued' };

/** PUT /api/notifications/preferences through the outbox (the named write 'notifications.preferences'). Refusals reject with the ApiError. */
export async function saveNotificationPreference(kind: NotificationKind, channel: NotificationChannel): Promise<PreferenceChange> {
  const result = await submitWrite('notifications.preferences', { [kind]: channel });
  if (result.state === 'queued') return result;
  // A replayed key may answer without the body: then the copy is loaded again instead.
  const answer = notificationPreferencesApi.save.output.safeParse(result.response);
  return { state: 'sent', preferences: answer.success ? answer.data.preferences : null };
}

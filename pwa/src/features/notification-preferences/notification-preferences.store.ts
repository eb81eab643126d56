/**
 * The signed-in user's channel per kind as Settings shows it (notification-preferences.mirror.ts),
 * and choosing one: shown at once, saved through the outbox (offline it waits there).
 */
import type { ChannelsByKind, NotificationChannel } from '@shared/schemas/notification-preferences';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/schemas/notifications';
import type { Outcome } from '@/lib/own-mirror';
import { saveNotificationPreference, type PreferenceChange } from './api/save-notification-preference';
import { notificationPreferencesMirror } from './notification-preferences.mirror';

export interface Choice {
  kind: NotificationKind;
  channel: NotificationChannel;
}

export interface PreferencesView {
  /** Every kind the user is told about with its channel, in NOTIFICATION_KINDS order; null while nothing is known. */
  choices: Choice[] | null;
  outcome: Outcome;
  reload: () => void;
}

export function useNotificationPreferences(userId: number | undefined): PreferencesView {
  const { stored, outcome, reload } = notificationPreferencesMirror.use(userId);
  const value = stored?.value;
  const choices = value ? NOTIFICATION_KINDS.flatMap((kind) => (value[kind] ? [{ kind, channel: value[kind] }] : [])) : null;
  return { choices, outcome, reload };
}

const withChannel = (value: ChannelsByKind | null, kind: NotificationKind, channel: NotificationChannel | undefined): ChannelsByKind => {
  const next = { ...value };
  if (channel) next[kind] = channel;
  else delete next[kind];
  return next;
};

/** Shows the choice at once, then saves it; a refusal puts back the one before and rejects with the ApiError. */
export async function chooseChannel(userId: number, kind: NotificationKind, channel: NotificationChannel): Promise<PreferenceChange['state']> {
  const before = (await notificationPreferencesMirror.read(userId))?.value[kind];
  await notificationPreferencesMirror.update(userId, (value) => withChannel(value, kind, channel));
  try {
    const change = await saveNotificationPreference(kind, channel);
    if (change.state === 'sent' && change.preferences) await notificationPreferencesMirror.keep(userId, change.preferences);
    else if (change.state === 'sent') await notificationPreferencesMirror.refresh(userId);
    return change.state;
  } catch (err) {
    await notificationPreferencesMirror.update(userId, (value) => withChannel(value, kind, before));
    throw err;
  }
}

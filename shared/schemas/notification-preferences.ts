import type { Role } from '../roles';
import { z } from '../zod';
import { EVENT_KINDS, NOTIFICATION_KINDS, type NotificationKind } from './notifications';

/**
 * How a person wants each kind: 'push' (to the phones where they turned notifications on, else by
 * e-mail; the default), 'email' (never by push) or 'off'.
 */
export const NOTIFICATION_CHANNELS = ['push', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DEFAULT_CHANNEL: NotificationChannel = 'push';

export const notificationChannel = z.enum(NOTIFICATION_CHANNELS, { error: 'Choose push, e-mail or off' });

const PARTICIPANT_KINDS: readonly NotificationKind[] = [
  ...EVENT_KINDS,
  // Participants read the notices for everyone: an urgent one reaches them too.
  'notice.urgent',
];
const MEMBER_KINDS: readonly NotificationKind[] = [...PARTICIPANT_KINDS, 'submission.decided', 'profile.approved'];
const ADMIN_KINDS: readonly NotificationKind[] = [...MEMBER_KINDS, 'admin.digest'];

const KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  applicant: ['application.decided'],
  participant: PARTICIPANT_KINDS,
  member: MEMBER_KINDS,
  admin: ADMIN_KINDS,
  super_admin: ADMIN_KINDS,
};

/** The kinds a role is told about (and may choose a channel for), in NOTIFICATION_KINDS order. */
export const kindsFor = (role: Role): NotificationKind[] => NOTIFICATION_KINDS.filter((k) => KINDS_BY_ROLE[role]?.includes(k));

/** A channel per kind. */
export const channelsByKind = z.partialRecord(z.enum(NOTIFICATION_KINDS), notificationChannel);
export type ChannelsByKind = z.infer<typeof channelsByKind>;

/** GET /api/notifications/preferences: every kind the signed-in user's role is told about, with its channel. */
export const notificationPreferences = z.object({ preferences: channelsByKind });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** A kind the person's role is not told about (or no kind at all), in a PUT. */
export const NOT_SENT_MESSAGE = 'You are not sent these notifications';

/**
 * PUT /api/notifications/preferences: `{ kind: channel, … }`, only the kinds to change. Any key is
 * read here; the server refuses, naming it, a kind the user's role is not told about.
 */
export const notificationPreferencesInput = z.record(z.string().max(60, NOT_SENT_MESSAGE), notificationChannel);
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

/** The mailed one-click unsubscribe link's token (?token=): it names the person and the kind, signed by the server. */
export const LINK_INVALID_MESSAGE = 'This link is not valid.';
export const unsubscribeQuery = z.object({ token: z.string({ error: LINK_INVALID_MESSAGE }).min(1, LINK_INVALID_MESSAGE).max(200, LINK_INVALID_MESSAGE) });

/** POST /api/notifications/unsubscribe: the kind whose e-mails stop, and its channel now ('push' when a phone of theirs is on, else 'off'). */
export const unsubscribeAnswer = z.object({ message: z.string(), kind: z.enum(NOTIFICATION_KINDS), channel: notificationChannel });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

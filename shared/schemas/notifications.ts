import { LANGUAGES } from '../languages';
import { z } from '../zod';
import { id, isoDate } from './common';

/** What a person who registered for an event is told about it. */
export const EVENT_KINDS = [
  'registration.confirmed',
  'registration.cancelled',
  'registration.promoted',
  'event.changed',
  'event.cancelled',
  'event.reminder',
] as const;

/** Everything people are told (issue: notifications): each kind may be sent by push, by e-mail, or turned off. */
export const NOTIFICATION_KINDS = ['application.decided', ...EVENT_KINDS, 'submission.decided', 'profile.approved', 'notice.urgent', 'admin.digest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const inBoth = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<(typeof LANGUAGES)[number], z.ZodString>);

/** One notification of the in-app inbox: its text in both languages (the app may switch offline), the page it is about. */
export const notificationItem = z.object({
  id,
  kind: z.enum(NOTIFICATION_KINDS),
  title: inBoth,
  body: inBoth,
  url: z.string(),
  createdAt: isoDate,
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /api/notifications: the latest 50, newest first, and how many are unread. */
export const notificationInbox = z.object({ notifications: z.array(notificationItem), unread: z.number().int().min(0) });
export type NotificationInbox = z.infer<typeof notificationInbox>;

/** POST /api/notifications/read: these (or, without ids, all) are read. */
export const markReadInput = z.object({ ids: z.array(id).max(200, 'At most 200 at once').optional() });
export type MarkReadInput = z.infer<typeof markReadInput>;

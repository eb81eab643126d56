import { z } from '../zod';

/** A personal calendar feed token: 160 bits, base64url (27 characters). */
export const calendarToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** GET /api/calendar/:token.ics */
export const calendarFeedParam = z.object({ token: calendarToken });

/**
 * GET, POST and DELETE /api/calendar-feed: the signed-in user's personal feed, as an absolute URL
 * calendar apps can subscribe to, or null when they have none (never made, or revoked).
 * `renewSuggested`: the address was made before the user signed out everywhere or changed their
 * password; it still works, and Settings suggests a new one in case it was shared.
 */
export const calendarFeed = z.object({ url: z.string().nullable(), renewSuggested: z.boolean().default(false) });
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** The answer of a POST or DELETE; a replayed write answers only its message (its URL is never kept). */
export const calendarFeedWriteAnswer = z.object({ message: z.string(), url: z.string().nullable().optional() });
export type CalendarFeedWriteAnswer = z.infer<typeof calendarFeedWriteAnswer>;

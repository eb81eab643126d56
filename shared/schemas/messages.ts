import { z } from '../zod';
import { id, isoDate } from './common';

/**
 * 'Messages sent' (admins): every notification and every mail of the mail outbox, as one list.
 * A notification that went by e-mail is listed as its mail (kind `notification:<kind>`), which
 * tells whether the mail itself got through; its own row would say the same message twice.
 * Only who, what about, the subject, how and when: never a body (a mail's body holds its links).
 */
export const SENT_MESSAGE_SOURCES = ['notification', 'mail'] as const;
export type SentMessageSource = (typeof SENT_MESSAGE_SOURCES)[number];

/** 'skipped': the person turned this kind off (not sent, and not sent again). */
export const SENT_MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type SentMessageStatus = (typeof SENT_MESSAGE_STATUSES)[number];

/** Rows per page: by default, and at most. */
export const SENT_MESSAGES_PAGE = { default: 50, max: 100 } as const;

const LIMIT_MESSAGE = 'Must be a whole number from 1 to 100';
const STATUS_MESSAGE = 'Must be pending, sent, failed or skipped';

/** Where the next page starts: the last row's time, source and id (opaque to the app). */
export const SENT_MESSAGES_CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~(notification|mail)~(\d{1,10})$/;

export const sentMessage = z.object({
  source: z.enum(SENT_MESSAGE_SOURCES),
  id,
  /** A notification kind (`event.reminder`), or a mail's (`password-reset`, `notification:event.reminder`). */
  kind: z.string(),
  recipient: z.object({
    userId: id.nullable(),
    /** The account holder's name (null for a visitor, or a name never given). */
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** How it went out: null until then (and for a failed or skipped notification). */
  channel: z.enum(['push', 'email']).nullable(),
  /** The notification's title in the reader's language, or the mail's subject. */
  subject: z.string(),
  status: z.enum(SENT_MESSAGE_STATUSES),
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: isoDate,
  /** Not before then: a reminder's time, or a mail's next attempt. */
  dueAt: isoDate,
  sentAt: isoDate.nullable(),
});
export type SentMessage = z.infer<typeof sentMessage>;

/** GET /api/sent-messages?status=&limit=&cursor= */
export const sentMessagesQuery = z.object({
  status: z.enum(SENT_MESSAGE_STATUSES, { error: STATUS_MESSAGE }).optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SENT_MESSAGES_PAGE.max, LIMIT_MESSAGE)
    .default(SENT_MESSAGES_PAGE.default),
  cursor: z.string().regex(SENT_MESSAGES_CURSOR, 'Not a valid cursor').optional(),
});
export type SentMessagesQuery = z.infer<typeof sentMessagesQuery>;

/** Newest first; `nextCursor` is null on the last page. */
export const sentMessagesPage = z.object({ messages: z.array(sentMessage), nextCursor: z.string().nullable() });
export type SentMessagesPage = z.infer<typeof sentMessagesPage>;

/** `/api/sent-messages/:source/:id/resend` */
export const sentMessageParams = z.object({ source: z.enum(SENT_MESSAGE_SOURCES, { error: 'Must be notification or mail' }), id });

/** The cursor after `m`. */
export const cursorAfter = (m: Pick<SentMessage, 'createdAt' | 'source' | 'id'>): string => `${m.createdAt}~${m.source}~${m.id}`;

import { z } from '../zod';
import { isoDate } from './common';
import { contactMessage } from './contact';

/** A contact message in the admin inbox (GET /api/contact-messages, newest first). */
export const inboxMessage = contactMessage.extend({
  read: z.boolean(),
  readAt: isoDate.nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

/** Body of PATCH /api/contact-messages/:id. */
export const inboxMessageUpdate = z.object({
  read: z.boolean({ error: 'Read must be true or false' }),
});
export type InboxMessageUpdate = z.infer<typeof inboxMessageUpdate>;

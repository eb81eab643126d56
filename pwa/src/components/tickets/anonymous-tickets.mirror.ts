/**
 * Tickets of anonymous registrations made on this phone (a small list, newest first), so a
 * visitor sees them offline on /events. They belong to nobody's account (lib/own-mirror.ts owner
 * null): whoever holds the phone holds the ticket, as with a screenshot. No endpoint lists them:
 * they are kept on the device only.
 */
import { z } from '@shared/zod';
import { ownMirror } from '@/lib/own-mirror';

/** What the registration's answer gave, as kept (the phone's own shape, no contract to follow). */
const anonymousTicket = z.object({
  registrationId: z.number(),
  ticketCode: z.string(),
  name: z.string(),
  eventId: z.number(),
  eventTitle: z.string(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  status: z.string(),
  waitlistPosition: z.number().nullable(),
  /** Absolute cancel link (the secret token is in it). */
  cancelLink: z.string().nullable(),
  savedAt: z.string(),
});
export type AnonymousTicket = z.infer<typeof anonymousTicket>;

const tickets = z.array(anonymousTicket);

export const anonymousTicketsMirror = ownMirror<AnonymousTicket[], null>({
  key: 'tickets:anonymous',
  parse: (v) => tickets.parse(v),
  // Kept before as { userId: null, items: [ticket, ...] }.
  legacy: (row) => row.items,
});

/**
 * Tickets of anonymous registrations made on this phone, kept in Dexie's `me` table under
 * 'tickets:anonymous' (a small list, newest first) so a visitor sees them offline on /events.
 * They belong to nobody's account: whoever holds the phone holds the ticket, as with a screenshot.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db';

export const ANONYMOUS_TICKETS_KEY = 'tickets:anonymous';
/** At most this many are kept; the oldest go first. */
const KEEP = 10;

export interface AnonymousTicket {
  registrationId: number;
  ticketCode: string;
  name: string;
  eventId: number;
  eventTitle: string;
  eventDate: string | null;
  eventTime: string | null;
  status: string;
  waitlistPosition: number | null;
  /** Absolute cancel link (the secret token is in it). */
  cancelLink: string | null;
  savedAt: string;
}

async function read(): Promise<AnonymousTicket[]> {
  const row = (await db.me.get(ANONYMOUS_TICKETS_KEY))?.value as { userId: null; items: AnonymousTicket[] } | undefined;
  return Array.isArray(row?.items) ? row.items : [];
}

const write = (items: AnonymousTicket[]) => db.me.put({ key: ANONYMOUS_TICKETS_KEY, value: { userId: null, items } });

export async function rememberAnonymousTicket(ticket: AnonymousTicket): Promise<void> {
  const rest = (await read()).filter((t) => t.registrationId !== ticket.registrationId);
  await write([ticket, ...rest].slice(0, KEEP));
}

export async function forgetAnonymousTicket(registrationId: number): Promise<void> {
  await write((await read()).filter((t) => t.registrationId !== registrationId));
}

/** The list as stored (undefined while the device is read). */
export function useAnonymousTickets(): AnonymousTicket[] | undefined {
  return useLiveQuery(read, []);
}

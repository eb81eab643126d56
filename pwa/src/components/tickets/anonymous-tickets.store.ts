/**
 * Tickets of anonymous registrations made on this phone (anonymous-tickets.mirror.ts): the
 * newest first, at most a few.
 */
import { anonymousTicketsMirror, type AnonymousTicket } from './anonymous-tickets.mirror';

export type { AnonymousTicket };

/** At most this many are kept; the oldest go first. */
const KEEP = 10;
/** Whoever holds the phone. */
const PHONE = null;

const others = (tickets: AnonymousTicket[] | null, registrationId: number) => (tickets ?? []).filter((t) => t.registrationId !== registrationId);

export const rememberAnonymousTicket = (ticket: AnonymousTicket) =>
  anonymousTicketsMirror.update(PHONE, (tickets) => [ticket, ...others(tickets, ticket.registrationId)].slice(0, KEEP));

export const forgetAnonymousTicket = (registrationId: number) => anonymousTicketsMirror.update(PHONE, (tickets) => others(tickets, registrationId));

/** The list as stored (undefined while the device is read). */
export function useAnonymousTickets(): AnonymousTicket[] | undefined {
  const { stored } = anonymousTicketsMirror.use(PHONE);
  return stored === undefined ? undefined : (stored?.value ?? []);
}

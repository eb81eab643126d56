/**
 * The registrations this device holds, by event: the signed-in person's own (their mirror,
 * my-events.mirror.ts) and the tickets of visitor registrations made on this phone
 * (components/tickets anonymous tickets), so an event's card and page say 'You are registered'
 * with the ticket and Cancel, offline too, instead of offering 'Register Now' again.
 */
import { useMemo } from 'react';
import type { MyRegistration } from '@shared/schemas/registrations';
import { type AnonymousTicket, useAnonymousTickets } from '@/components/tickets/anonymous-tickets.store';
import { useQueued } from '@/lib/use-outbox';

/** One registration as the event's action shows it (what RegistrationTicket reads). */
export interface HeldRegistration {
  id: number;
  eventId: number;
  name: string;
  participantName: string | null;
  eventTitle: string | null;
  eventDate: string | null;
  eventTime: string | null;
  status: MyRegistration['status'];
  ticketCode: string | null;
  waitlistPosition: number | null;
  /** A visitor's ticket: cancelled with its cancel link's secret, and shown with the note to keep it. */
  cancelToken?: string;
}

export interface HeldRegistrations {
  /** Event id -> the registration held for it (not cancelled). */
  byEvent: ReadonlyMap<number, HeldRegistration>;
  /** Events with a registration made on this device still waiting in the outbox. */
  waiting: ReadonlySet<number>;
}

const STATUSES = new Set<string>(['pending', 'confirmed', 'cancelled', 'waitlisted']);

/** The secret of a cancel link ('/cancel-registration/41?token=…'), if it has one. */
export function tokenOf(cancelLink: string | null): string | undefined {
  if (!cancelLink) return undefined;
  try {
    return new URL(cancelLink, 'http://device.invalid').searchParams.get('token') ?? undefined;
  } catch {
    return undefined;
  }
}

const fromTicket = (t: AnonymousTicket): HeldRegistration => ({
  id: t.registrationId,
  eventId: t.eventId,
  name: t.name,
  participantName: null,
  eventTitle: t.eventTitle,
  eventDate: t.eventDate,
  eventTime: t.eventTime,
  status: (STATUSES.has(t.status) ? t.status : 'pending') as MyRegistration['status'],
  ticketCode: t.ticketCode,
  waitlistPosition: t.waitlistPosition,
  cancelToken: tokenOf(t.cancelLink),
});

/**
 * Event id -> the registration held for it: the person's own (signed in) win over a visitor
 * ticket kept on the phone for the same event; cancelled ones are left out.
 */
export function heldByEvent(own: readonly MyRegistration[], tickets: readonly AnonymousTicket[]): Map<number, HeldRegistration> {
  const held = new Map<number, HeldRegistration>();
  for (const t of tickets) if (t.status !== 'cancelled' && !held.has(t.eventId)) held.set(t.eventId, fromTicket(t));
  for (const r of own) if (r.status !== 'cancelled') held.set(r.eventId, r);
  return held;
}

/** The registrations held on this device (`own`: the signed-in person's, from useMyEvents) and the ones waiting to be sent. */
export function useHeldRegistrations(own: readonly MyRegistration[], ownWaiting: ReadonlySet<number>): HeldRegistrations {
  const tickets = useAnonymousTickets();
  // A visitor's registration made offline (a signed-in one is in `ownWaiting`).
  const visitorWaiting = useQueued('registration.create', (m) => m?.signedIn === false);
  const visitorKey = visitorWaiting.map((i) => i.meta?.eventId).join(',');
  return useMemo(
    () => ({
      byEvent: heldByEvent(own, tickets ?? []),
      waiting: new Set([...ownWaiting, ...visitorKey.split(',').filter(Boolean).map(Number)]),
    }),
    [own, tickets, ownWaiting, visitorKey],
  );
}

import type { Knex } from 'knex';
import { isEventOpen } from '../../../shared/policies/events';
import { eventTimes } from '../calendar/event-times';
import type { NewNotification } from '../notifications/notifications.repo';
import { languageOf } from '../registrations/registrations.mail';
import { registrationsRepo, type RegistrationRow } from '../registrations/registrations.repo';
import { rsvpsRepo } from '../rsvps/rsvps.repo';
import type { EventRecord } from './events.repo';

/**
 * The people told about an event (its changes, its cancellation, its reminders): everyone
 * registered (pending or confirmed, not waitlisted) and everyone who RSVP'd.
 */
export interface Attendee {
  /** Unique within the event, and the recipient part of dedupe keys: 'r<registration id>' or 'u<user id>' (an RSVP). */
  key: string;
  /** The account, or a visitor's address in the language of the page they registered on. */
  to: NewNotification['to'];
  /** A visitor's ticket code (their ticket page has no sign-in); null for accounts. */
  ticketCode: string | null;
}

type RegistrantFields = Pick<RegistrationRow, 'id' | 'user_id' | 'email' | 'language' | 'ticket_code'>;

export const registrant = (r: RegistrantFields): Attendee =>
  r.user_id != null
    ? { key: `r${r.id}`, to: { userId: Number(r.user_id) }, ticketCode: null }
    : { key: `r${r.id}`, to: { email: r.email, language: languageOf(r) }, ticketCode: r.ticket_code };

export const rsvper = (userId: number): Attendee => ({ key: `u${userId}`, to: { userId }, ticketCode: null });

export async function attendeesOf(db: Knex, eventId: number): Promise<Attendee[]> {
  const registered = await registrationsRepo.seated(db, eventId);
  const rsvps = await rsvpsRepo.ofEvent(db, eventId);
  return [...registered.map(registrant), ...rsvps.map((r) => rsvper(Number(r.user_id)))];
}

/**
 * Worth telling people about: open (upcoming or ongoing) and not over yet, so tidying up an old
 * event (deleting it, a status never moved on) messages nobody.
 */
export function newsworthy(event: Pick<EventRecord, 'status' | 'date' | 'time'>, now = Date.now()): boolean {
  const times = eventTimes(event.date, event.time);
  return isEventOpen(event) && times !== null && times.end.getTime() > now;
}

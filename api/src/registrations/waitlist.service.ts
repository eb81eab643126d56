import type { Knex } from 'knex';
import { isPostgres } from '../db';
import { newsworthy, registrant } from '../events/attendees';
import type { EventRecord } from '../events/events.repo';
import { AppError, badRequest, notFound } from '../lib/errors';
import { bool } from '../lib/json-column';
import type { Notifier } from '../notifications/notifier';
import { forgetAttendee, remindAttendee } from '../notifications/reminders';
import { recordRegistrationConfirmed } from '../points/points.service';
import { registrationPromoted } from './registrations.notifications';
import { registrationsRepo, type RegistrationRow } from './registrations.repo';

/**
 * The waitlist (issue 13). Every function here runs inside the caller's transaction, after the
 * event row was locked with `lockEvent` (PostgreSQL: SELECT ... FOR UPDATE; SQLite: the one
 * writing connection serialises transactions), so two requests never hand out the same seat.
 * Rules: pending and confirmed registrations take a seat; waitlisted ones wait in line with a
 * dense 1-based `waitlist_position`; whenever a seat frees, the first in line is promoted in the
 * same transaction, to 'confirmed' when the event auto-confirms, else 'pending'. The promoted
 * person is told (with their ticket) and gets the event's reminders; a person who leaves loses
 * theirs (notifications/reminders.ts), all in the same transaction.
 */

/** The locked event: its row as stored, without the seats taken (count them with `freeSeats`). */
export type EventLockRow = EventRecord;

/** Reads the event and locks its row until the transaction ends (the capacity rule's one lock). */
export async function lockEvent(trx: Knex, eventId: number): Promise<EventLockRow | undefined> {
  const q = trx('events').where({ id: eventId }).first();
  return isPostgres(trx) ? q.forUpdate() : q;
}

/** A registration's status when it gets a seat: confirmed at once if the event auto-confirms. */
export const seatStatus = (event: EventLockRow): 'pending' | 'confirmed' => (bool(event.auto_confirm) ? 'confirmed' : 'pending');

/** Seats still free (Infinity without maxParticipants). */
export async function freeSeats(trx: Knex, event: EventLockRow): Promise<number> {
  if (event.max_participants == null) return Infinity;
  return Number(event.max_participants) - (await registrationsRepo.seatsTaken(trx, event.id));
}

/** Gives each waitlisted registration of the event its place 1..n in the current order. */
export async function renumberWaitlist(trx: Knex, eventId: number): Promise<void> {
  const line = await registrationsRepo.waitlist(trx, eventId);
  for (const [i, r] of line.entries()) if (Number(r.waitlist_position) !== i + 1) await registrationsRepo.update(trx, r.id, { waitlist_position: i + 1 });
}

/** The promoted person hears it (not about an event that is over or closed) and is reminded of it. */
async function tellPromoted(trx: Knex, notifier: Notifier, event: EventLockRow, row: RegistrationRow): Promise<void> {
  if (newsworthy(event)) await notifier.notify(trx, registrationPromoted(row, event));
  await remindAttendee(trx, notifier, event, registrant(row));
}

/**
 * Fills free seats from the front of the line; answers the ids promoted. A confirmed promotion
 * earns its points as an admin's confirmation would (points.service.ts): once per person and
 * event, so someone who already earned them for this event (then cancelled) gets nothing more.
 */
export async function promoteWaitlist(trx: Knex, event: EventLockRow, notifier: Notifier): Promise<number[]> {
  let free = await freeSeats(trx, event);
  if (free <= 0) return [];
  const line = await registrationsRepo.waitlist(trx, event.id);
  const promoted: number[] = [];
  const status = seatStatus(event);
  for (const r of line) {
    if (free <= 0) break;
    await registrationsRepo.update(trx, r.id, { status, waitlist_position: null });
    if (status === 'confirmed') await recordRegistrationConfirmed(trx, r.id);
    await tellPromoted(trx, notifier, event, { ...r, status });
    promoted.push(r.id);
    free--;
  }
  if (promoted.length) await renumberWaitlist(trx, event.id);
  return promoted;
}

/** Cancels a registration whose event row is locked: leaves the line (renumbered) or frees its seat for the first in line. */
export async function cancelLocked(trx: Knex, event: EventLockRow, row: RegistrationRow, notifier: Notifier): Promise<void> {
  await registrationsRepo.update(trx, row.id, { status: 'cancelled', waitlist_position: null });
  await forgetAttendee(trx, event.id, registrant(row));
  if (row.status === 'waitlisted') await renumberWaitlist(trx, event.id);
  else await promoteWaitlist(trx, event, notifier);
}

/**
 * Cancels registrations of a locked event without promoting anyone yet: the seats they free go to
 * the registration made next in the same transaction (the proven owner of a squatted address),
 * and the caller promotes the line afterwards for any seat still free.
 */
export async function cancelForReplacement(trx: Knex, eventId: number, rows: RegistrationRow[]): Promise<void> {
  for (const row of rows) {
    await registrationsRepo.update(trx, row.id, { status: 'cancelled', waitlist_position: null });
    await forgetAttendee(trx, eventId, registrant(row));
  }
  if (rows.some((r) => r.status === 'waitlisted')) await renumberWaitlist(trx, eventId);
}

/** The next place at the back of the line. */
export const nextPosition = async (trx: Knex, eventId: number): Promise<number> => (await registrationsRepo.lastPosition(trx, eventId)) + 1;

/** The event's waitlist (admins), first in line first. */
export async function eventWaitlist(db: Knex, eventId: number): Promise<RegistrationRow[]> {
  if (!(await db('events').where({ id: eventId }).first('id'))) throw notFound('Event not found');
  return registrationsRepo.waitlist(db, eventId);
}

/**
 * Puts the event's line in the order given. The list must hold exactly the registrations waiting
 * now, each once (400 otherwise, naming what differs), so a reorder made on a stale screen never
 * drops or invents a place.
 */
export async function reorderWaitlist(db: Knex, eventId: number, order: number[]): Promise<RegistrationRow[]> {
  return db.transaction(async (trx) => {
    const event = await lockEvent(trx, eventId);
    if (!event) throw notFound('Event not found');
    const line = await registrationsRepo.waitlist(trx, eventId);
    const now = new Set(line.map((r) => r.id));
    const given = new Set(order);
    if (given.size !== order.length) throw badRequest('Each registration may appear only once', { order: 'Each registration may appear only once' });
    if (given.size !== now.size || order.some((id) => !now.has(id))) {
      throw new AppError(409, 'conflict', 'The waitlist has changed. Please reload it and try again.', {
        order: 'Must list exactly the registrations on the waitlist now',
      });
    }
    for (const [i, id] of order.entries()) await registrationsRepo.update(trx, id, { waitlist_position: i + 1 });
    return registrationsRepo.waitlist(trx, eventId);
  });
}

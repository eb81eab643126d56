import type { Knex } from 'knex';
import type { CheckinInput, CheckinResult, CheckinUndoResult } from '../../../shared/schemas/checkins';
import type { RegistrationStatus } from '../../../shared/schemas/registrations';
import { isAdminRole } from '../../../shared/policies/roles';
import { eventsRepo } from '../events/events.repo';
import { AppError, forbidden, notFound } from '../lib/errors';
import { recordAttendance } from '../points/points.service';
import type { Actor } from '../policies/actor';
import { type CheckinRow, checkinsRepo, type DoorRegistrationRow } from './checkins.repo';
import { checkScanTime } from './scan-time';

/** Statuses let in at the door: confirmed, and pending (not yet confirmed; the answer says so; no attendance points until confirmed). */
const ADMITTED = new Set(['pending', 'confirmed']);

const unknownTicket = () => new AppError(404, 'ticket_unknown', 'This ticket is not on the list for this event');

/** A ticket the door must refuse: cancelled, waitlisted, or any other status not admitted. */
function refusal(status: string): AppError | undefined {
  if (ADMITTED.has(status)) return undefined;
  if (status === 'cancelled') return new AppError(409, 'ticket_cancelled', 'This registration was cancelled');
  if (status === 'waitlisted') return new AppError(409, 'ticket_waitlisted', 'This person is on the waitlist, not registered yet');
  return new AppError(409, 'conflict', `This registration is ${status}`);
}

/** The answer for one scan: the winning scan of its ticket now, and whether it is this one. */
async function answer(db: Knex, reg: DoorRegistrationRow, scan: CheckinRow): Promise<CheckinResult> {
  const winner = await checkinsRepo.winner(db, reg.id);
  return {
    result: winner?.id === scan.id ? 'checked_in' : 'duplicate',
    checkedInAt: winner?.scanned_at ?? null,
    deviceId: winner?.device_id ?? null,
    registrationId: reg.id,
    name: reg.name,
    status: reg.status as RegistrationStatus,
    undone: scan.undone_at != null,
  };
}

/**
 * Records one scan at the door. Inside one transaction with the ticket's registration locked
 * (PostgreSQL) or the one SQLite writer held, so scans of a ticket are applied one at a time:
 * - a nonce already stored creates nothing new and answers for that scan (a resend);
 * - an unknown ticket, or one of another event, is 404 ticket_unknown;
 * - nobody checks in a ticket made from their own account (403, admins too): points for
 *   attending need someone else at the door;
 * - a cancelled or waitlisted ticket is 409; a scannedAt away from the event's day or in the
 *   future is 400 naming scannedAt (scan-time.ts); nothing is stored for any of these;
 * - otherwise the scan is stored (with the server's arrival time, created_at), whatever its
 *   order: the winner is always the earliest scannedAt not undone, so a late-arriving earlier
 *   scan takes over; later ones are conflicts.
 * The person's attendance (points, First Event, analytics) is recorded in the same transaction
 * when the registration is confirmed, once per person and event (points.service.ts); a pending
 * ticket's check-in counts when an admin confirms it.
 */
export async function recordScan(db: Knex, input: CheckinInput, actor: Actor): Promise<CheckinResult> {
  const receivedAt = new Date();
  const scanned = new Date(input.scannedAt);
  const scannedAt = scanned.toISOString();
  return db.transaction(async (trx) => {
    const reg = await checkinsRepo.registrationByTicket(trx, input.ticketCode, true);
    if (!reg || Number(reg.event_id) !== input.eventId) throw unknownTicket();
    if (reg.user_id != null && Number(reg.user_id) === actor.id) throw forbidden('You cannot check in your own ticket. Please ask another volunteer.');

    const stored = await checkinsRepo.findByNonce(trx, input.nonce);
    if (stored) {
      if (Number(stored.registration_id) !== reg.id) throw new AppError(409, 'conflict', 'This scan id was already used for another ticket');
      return answer(trx, reg, stored);
    }
    const refused = refusal(reg.status);
    if (refused) throw refused;
    checkScanTime(scanned, await checkinsRepo.eventDate(trx, reg.event_id), receivedAt);

    await checkinsRepo.insert(trx, {
      event_id: reg.event_id,
      registration_id: reg.id,
      ticket_code: reg.ticket_code,
      nonce: input.nonce,
      device_id: input.deviceId,
      volunteer_id: actor.id,
      scanned_at: scannedAt,
    });
    const winner = (await checkinsRepo.winner(trx, reg.id))!;
    await recordAttendance(trx, reg.id, winner.scanned_at);
    return answer(trx, reg, (await checkinsRepo.findByNonce(trx, input.nonce))!);
  });
}

/**
 * Undoes one scan: the volunteer who made it, or an admin. The next earliest scan not undone
 * becomes the check-in, or the person is no longer checked in. Points already given for
 * attending are kept (an undo corrects the door list, it does not take back what was earned).
 * Undoing again answers the same.
 */
export async function undoScan(db: Knex, nonce: string, actor: Actor): Promise<CheckinUndoResult> {
  return db.transaction(async (trx) => {
    const scan = await checkinsRepo.findByNonce(trx, nonce);
    if (!scan) throw notFound('There is no check-in with this id');
    if (scan.volunteer_id !== actor.id && !isAdminRole(actor.role)) throw forbidden('Only the volunteer who scanned it, or an admin, can undo this check-in');
    await checkinsRepo.lockRegistration(trx, scan.registration_id);
    await checkinsRepo.undo(trx, scan.id, actor.id);
    const winner = await checkinsRepo.winner(trx, scan.registration_id);
    return { undone: true, checkedInAt: winner?.scanned_at ?? null };
  });
}

/** The event and every one of its registrations, for the door. */
export async function doorRoster(db: Knex, eventId: number) {
  const event = await eventsRepo.find(db, eventId);
  if (!event) throw notFound('Event not found');
  return { event, rows: await checkinsRepo.roster(db, eventId) };
}

/** The event's tickets scanned more than once. */
export async function checkinConflicts(db: Knex, eventId: number) {
  const event = await eventsRepo.find(db, eventId);
  if (!event) throw notFound('Event not found');
  return checkinsRepo.conflictScans(db, eventId);
}

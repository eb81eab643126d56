import type { Knex } from 'knex';
import { isEventOpen } from '../../../shared/policies/events';
import { rsvper } from '../events/attendees';
import { conflict, notFound } from '../lib/errors';
import { bool } from '../lib/json-column';
import type { Notifier } from '../notifications/notifier';
import { forgetAttendee, remindAttendee } from '../notifications/reminders';
import { lockEvent } from '../registrations/waitlist.service';
import { rsvpsRepo, type RsvpRow } from './rsvps.repo';

/**
 * RSVPs to an event that needs no registration and is open (shared/policies/events.ts). One per
 * user and event: a repeat creates nothing and is not an error (`created` says which it was). The
 * event's reminders still ahead are written in the same transaction, with the event row locked
 * as an edit of the event locks it, so reminders never follow a time the edit has just replaced.
 */
export async function rsvp(db: Knex, notifier: Notifier, eventId: number, userId: number): Promise<{ created: boolean }> {
  return db.transaction(async (trx) => {
    const event = await lockEvent(trx, eventId);
    if (!event) throw notFound('Event not found');
    if (bool(event.registration_required)) throw conflict('This event needs a registration. Please use Register Now.');
    if (!isEventOpen(event)) throw conflict('RSVPs are closed for this event');
    if (await rsvpsRepo.find(trx, eventId, userId)) return { created: false };
    await rsvpsRepo.insert(trx, eventId, userId);
    await remindAttendee(trx, notifier, event, rsvper(userId));
    return { created: true };
  });
}

/** Cancels the user's own RSVP, and its reminders not sent yet; none there (never made, or a replayed cancel) is not an error. */
export const cancelRsvp = (db: Knex, eventId: number, userId: number): Promise<boolean> =>
  db.transaction(async (trx) => {
    await lockEvent(trx, eventId);
    const removed = await rsvpsRepo.remove(trx, eventId, userId);
    if (removed) await forgetAttendee(trx, eventId, rsvper(userId));
    return removed;
  });

export const myRsvps = (db: Knex, userId: number): Promise<RsvpRow[]> => rsvpsRepo.byUser(db, userId);

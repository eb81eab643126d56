import type { Knex } from 'knex';
import { isEventOpen } from '../../../shared/policies/events';
import { conflict, notFound } from '../lib/errors';
import { bool } from '../lib/json-column';
import { rsvpsRepo, type RsvpRow } from './rsvps.repo';

/**
 * RSVPs to an event that needs no registration and is open (shared/policies/events.ts). One per
 * user and event: a repeat creates nothing and is not an error (`created` says which it was).
 */
export async function rsvp(db: Knex, eventId: number, userId: number): Promise<{ created: boolean }> {
  const event = await rsvpsRepo.event(db, eventId);
  if (!event) throw notFound('Event not found');
  if (bool(event.registration_required)) throw conflict('This event needs a registration. Please use Register Now.');
  if (!isEventOpen(event)) throw conflict('RSVPs are closed for this event');
  if (await rsvpsRepo.find(db, eventId, userId)) return { created: false };
  await rsvpsRepo.insert(db, eventId, userId);
  return { created: true };
}

/** Cancels the user's own RSVP; none there (never made, or a replayed cancel) is not an error. */
export const cancelRsvp = (db: Knex, eventId: number, userId: number): Promise<boolean> => rsvpsRepo.remove(db, eventId, userId);

export const myRsvps = (db: Knex, userId: number): Promise<RsvpRow[]> => rsvpsRepo.byUser(db, userId);

import type { Knex } from 'knex';
import { nowIso } from '../lib/time';

/** An rsvps row: one per user and event. */
export interface RsvpRow {
  id: number;
  event_id: number;
  user_id: number;
  created_at: string;
}

export const rsvpsRepo = {
  find: (db: Knex, eventId: number, userId: number): Promise<RsvpRow | undefined> => db('rsvps').where({ event_id: eventId, user_id: userId }).first(),
  /** Adds the RSVP; one already there (a concurrent repeat) is left alone. */
  insert: async (db: Knex, eventId: number, userId: number): Promise<void> => {
    await db('rsvps').insert({ event_id: eventId, user_id: userId, created_at: nowIso() }).onConflict(['event_id', 'user_id']).ignore();
  },
  /** True when there was one to remove. */
  remove: async (db: Knex, eventId: number, userId: number): Promise<boolean> => (await db('rsvps').where({ event_id: eventId, user_id: userId }).delete()) > 0,
  /** The event's RSVPs, oldest first. */
  ofEvent: (db: Knex, eventId: number): Promise<RsvpRow[]> => db('rsvps').where({ event_id: eventId }).orderBy('id'),
  byUser: (db: Knex, userId: number): Promise<RsvpRow[]> => db('rsvps').where({ user_id: userId }).orderBy('created_at', 'desc'),
};

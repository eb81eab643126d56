import type { Knex } from 'knex';
import { nowIso } from '../lib/time';

/** An rsvps row: one per user and event. */
export interface RsvpRow {
  id: number;
  event_id: number;
  user_id: number;
  created_at: string;
}

/** What the RSVP rules read of an event. */
export interface RsvpEventRow {
  id: number;
  status: string;
  registration_required: boolean | number;
}

export const rsvpsRepo = {
  event: (db: Knex, eventId: number): Promise<RsvpEventRow | undefined> => db('events').where({ id: eventId }).first(),
  find: (db: Knex, eventId: number, userId: number): Promise<RsvpRow | undefined> => db('rsvps').where({ event_id: eventId, user_id: userId }).first(),
  /** Adds the RSVP; one already there (a concurrent repeat) is left alone. */
  insert: async (db: Knex, eventId: number, userId: number): Promise<void> => {
    await db('rsvps').insert({ event_id: eventId, user_id: userId, created_at: nowIso() }).onConflict(['event_id', 'user_id']).ignore();
  },
  /** True when there was one to remove. */
  remove: async (db: Knex, eventId: number, userId: number): Promise<boolean> => (await db('rsvps').where({ event_id: eventId, user_id: userId }).delete()) > 0,
  byUser: (db: Knex, userId: number): Promise<RsvpRow[]> => db('rsvps').where({ user_id: userId }).orderBy('created_at', 'desc'),
};

import type { Knex } from 'knex';
import { bool } from '../lib/json-column';
import { nowIso } from '../lib/time';
import type { CalendarEventRow } from './ics';

export interface CalendarFeedRow {
  userId: number;
  tokenSeed: string;
  tokenHash: string;
  createdAt: string;
  /** Made before the owner signed out everywhere or had a new password: Settings suggests a new address. */
  renewSuggested: boolean;
}

/** A `calendar_feeds` row as stored (migrations calendar_feeds, feed_renew_hint). */
interface FeedRecord {
  id: number;
  user_id: number;
  token_seed: string;
  token_hash: string;
  created_at: string;
  renew_suggested: boolean | number;
}

const toFeed = (r: FeedRecord | undefined): CalendarFeedRow | undefined =>
  r && { userId: Number(r.user_id), tokenSeed: r.token_seed, tokenHash: r.token_hash, createdAt: r.created_at, renewSuggested: bool(r.renew_suggested) };

const EVENT_COLUMNS = ['e.id', 'e.title', 'e.description', 'e.date', 'e.time', 'e.location', 'e.status', 'e.updated_at'];

/** Registrations that hold a place: not cancelled, not waiting on the waitlist. */
const HELD = ['pending', 'confirmed'];

export const calendarRepo = {
  feedOf: async (db: Knex, userId: number) => toFeed(await db('calendar_feeds').where({ user_id: userId }).first()),
  /** The feed a token opens, only while its account is active (a disabled account's feed answers 404). */
  feedByHash: async (db: Knex, tokenHash: string) =>
    toFeed(await db('calendar_feeds as f').join('users as u', 'u.id', 'f.user_id').where({ 'f.token_hash': tokenHash, 'u.is_active': true }).first('f.*')),

  /** Creates the user's feed, or replaces its token (the old URL stops working, the renew hint goes). */
  async save(db: Knex, userId: number, tokenSeed: string, tokenHash: string): Promise<void> {
    await db('calendar_feeds')
      .insert({ user_id: userId, token_seed: tokenSeed, token_hash: tokenHash, created_at: nowIso(), renew_suggested: false })
      .onConflict('user_id')
      .merge(['token_seed', 'token_hash', 'created_at', 'renew_suggested']);
  },

  suggestRenewal: (db: Knex, userId: number) => db('calendar_feeds').where({ user_id: userId }).update({ renew_suggested: true }),

  remove: (db: Knex, userId: number) => db('calendar_feeds').where({ user_id: userId }).delete(),

  event: (db: Knex, id: number): Promise<CalendarEventRow | undefined> => db('events as e').select(EVENT_COLUMNS).where('e.id', id).first(),

  /** The user's events: a registration that holds a place (pending or confirmed), or an RSVP. */
  eventsOf: (db: Knex, userId: number): Promise<CalendarEventRow[]> =>
    db('events as e')
      .select(EVENT_COLUMNS)
      .where((q) =>
        q
          .whereExists((s) =>
            s.select(db.raw('1')).from('event_registrations as r').whereRaw('r.event_id = e.id').where('r.user_id', userId).whereIn('r.status', HELD),
          )
          .orWhereExists((s) => s.select(db.raw('1')).from('rsvps as v').whereRaw('v.event_id = e.id').where('v.user_id', userId)),
      )
      .orderBy([
        { column: 'e.date', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ]),
};

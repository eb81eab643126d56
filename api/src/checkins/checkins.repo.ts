import type { Knex } from 'knex';
import { isPostgres } from '../db';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

/** One scan as stored (migrations/20261126000200_checkins.ts). */
export interface CheckinRow {
  id: number;
  event_id: number;
  registration_id: number;
  ticket_code: string;
  nonce: string;
  device_id: string;
  volunteer_id: number | null;
  scanned_at: string;
  /** When the scan reached the server (the server's clock): kept beside the phone's scanned_at. */
  created_at: string;
  undone_at: string | null;
  undone_by: number | null;
}

/** The fields of a registration the door may see: never e-mail, phone or answers (user_id is not shown, only checked). */
export interface DoorRegistrationRow {
  id: number;
  event_id: number;
  /** The account it was made from: its owner may not check it in (checkins.service.ts). */
  user_id: number | null;
  name: string;
  team_name: string | null;
  ticket_code: string;
  status: string;
  registered_at: string;
}

const DOOR_COLUMNS = ['r.id', 'r.event_id', 'r.user_id', 'r.name', 'r.team_name', 'r.ticket_code', 'r.status', 'r.registered_at'];

/** Each registration's check-in: the earliest scan not undone (a subquery `c` with registration_id, checked_in_at). */
export const checkedInAtQuery = (db: Knex) =>
  db('checkins').select('registration_id').min({ checked_in_at: 'scanned_at' }).whereNull('undone_at').groupBy('registration_id').as('c');

export const checkinsRepo = {
  findByNonce: (db: Knex, nonce: string): Promise<CheckinRow | undefined> => db('checkins').where({ nonce }).first(),

  /** The registration holding a ticket code, with the row locked on PostgreSQL (one scan of a ticket at a time). */
  async registrationByTicket(db: Knex, ticketCode: string, lock = false): Promise<DoorRegistrationRow | undefined> {
    const q = db('event_registrations as r').select(DOOR_COLUMNS).where('r.ticket_code', ticketCode).first();
    return lock && isPostgres(db) ? q.forUpdate() : q;
  },

  async lockRegistration(db: Knex, id: number): Promise<DoorRegistrationRow | undefined> {
    const q = db('event_registrations as r').select(DOOR_COLUMNS).where('r.id', id).first();
    return isPostgres(db) ? q.forUpdate() : q;
  },

  /** The event's date (YYYY-MM-DD), the day its scans must be near. */
  eventDate: async (db: Knex, eventId: number): Promise<string | undefined> => (await db('events').where({ id: eventId }).first('date'))?.date,

  insert: (db: Knex, row: Omit<CheckinRow, 'id' | 'created_at' | 'undone_at' | 'undone_by'>) =>
    insertId(db('checkins').insert({ ...row, created_at: nowIso() })),

  /** The winning scan of a registration: the earliest scannedAt not undone (ties: the first stored). */
  winner: (db: Knex, registrationId: number): Promise<CheckinRow | undefined> =>
    db('checkins')
      .where({ registration_id: registrationId })
      .whereNull('undone_at')
      .orderBy([
        { column: 'scanned_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .first(),

  /** Marks a scan undone (once: an undone scan keeps its first undo). */
  undo: (db: Knex, id: number, by: number) => db('checkins').where({ id }).whereNull('undone_at').update({ undone_at: nowIso(), undone_by: by }),

  /** Every registration of the event with its check-in time, by name. */
  roster: (db: Knex, eventId: number): Promise<Array<DoorRegistrationRow & { checked_in_at: string | null }>> =>
    db('event_registrations as r')
      .leftJoin(checkedInAtQuery(db), 'c.registration_id', 'r.id')
      .select([...DOOR_COLUMNS, 'c.checked_in_at'])
      .where('r.event_id', eventId)
      .orderBy([
        { column: 'r.name', order: 'asc' },
        { column: 'r.id', order: 'asc' },
      ]),

  /** The scans (not undone) of the event's tickets scanned more than once, earliest first, with who scanned (their name, never e-mail). */
  async conflictScans(db: Knex, eventId: number) {
    const doubled = db('checkins')
      .select('registration_id')
      .where({ event_id: eventId })
      .whereNull('undone_at')
      .groupBy('registration_id')
      .havingRaw('count(*) > 1');
    const rows: Array<{
      registration_id: number;
      ticket_code: string;
      name: string;
      device_id: string;
      volunteer_id: number | null;
      first_name: string | null;
      last_name: string | null;
      scanned_at: string;
    }> = await db('checkins as k')
      .join('event_registrations as r', 'r.id', 'k.registration_id')
      .leftJoin('users as u', 'u.id', 'k.volunteer_id')
      .select('k.registration_id', 'r.ticket_code', 'r.name', 'k.device_id', 'k.volunteer_id', 'u.first_name', 'u.last_name', 'k.scanned_at')
      .whereIn('k.registration_id', doubled)
      .whereNull('k.undone_at')
      .orderBy([
        { column: 'r.name', order: 'asc' },
        { column: 'k.registration_id', order: 'asc' },
        { column: 'k.scanned_at', order: 'asc' },
        { column: 'k.id', order: 'asc' },
      ]);
    return rows;
  },

  /** Registrations checked in (a scan not undone), per event. */
  async attendedPerEvent(db: Knex): Promise<Map<number, number>> {
    const rows: Array<{ event_id: number; n: unknown }> = await db('checkins')
      .select('event_id')
      .countDistinct({ n: 'registration_id' })
      .whereNull('undone_at')
      .groupBy('event_id');
    return new Map(rows.map((r) => [Number(r.event_id), Number(r.n ?? 0)]));
  },

  /** Each checked-in registration of an event: its check-in time. */
  async checkedInAtOf(db: Knex, eventId: number): Promise<Map<number, string>> {
    const rows: Array<{ registration_id: number; checked_in_at: string }> = await db('checkins')
      .select('registration_id')
      .min({ checked_in_at: 'scanned_at' })
      .where({ event_id: eventId })
      .whereNull('undone_at')
      .groupBy('registration_id');
    return new Map(rows.map((r) => [Number(r.registration_id), r.checked_in_at]));
  },
};

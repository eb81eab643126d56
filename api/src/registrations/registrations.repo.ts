import type { Knex } from 'knex';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';
import { newTicketCode } from './tickets';

/** The statuses that hold a seat; the rest (cancelled, waitlisted) do not count toward maxParticipants. */
export const SEAT_STATUSES = ['pending', 'confirmed'];

/** An `event_registrations` row as stored (migrations create_events, registration_question_texts, registration_tickets, waitlist). */
export interface RegistrationRow {
  id: number;
  event_id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  institution: string | null;
  reason: string | null;
  team_name: string | null;
  /** JSON: TeamMember[]. */
  team_members: string;
  /** JSON: question id -> answer. */
  custom_answers: string;
  /** JSON: question id -> its text when the person registered; null before that migration. */
  question_texts: string | null;
  participant_name: string | null;
  grade: string | null;
  experience: string | null;
  motivation: string | null;
  additional_info: string | null;
  status: string;
  /** Nullable in the table, yet every registration has one: the migration gave the old rows theirs, `insert` gives new ones. */
  ticket_code: string | null;
  cancel_token_hash: string | null;
  /** 1-based place in line while waitlisted, else null. */
  waitlist_position: number | null;
  registered_at: string;
  updated_at: string;
}

/** The columns a new registration is written with (ticket code and status have defaults here, the others in the table). */
type NewRegistration = Pick<RegistrationRow, 'event_id' | 'name' | 'email'> & Partial<Omit<RegistrationRow, 'id' | 'registered_at' | 'updated_at'>>;

/** A registration the app made: `insert` gives every one its ticket code. */
export type TicketedRegistrationRow = RegistrationRow & { ticket_code: string };

export type MyRegistrationRow = RegistrationRow & {
  event_title: string | null;
  event_date: string | null;
  event_time: string | null;
  event_location: string | null;
  event_status: string | null;
  event_title_bn?: string | null;
  event_location_bn?: string | null;
};

export const registrationsRepo = {
  /** Newest first, each with its event's current questions (`event_questions`). */
  list: (db: Knex, eventId?: number): Promise<Array<RegistrationRow & { event_questions: string | null }>> =>
    db('event_registrations as r')
      .leftJoin('events as e', 'e.id', 'r.event_id')
      .select('r.*', 'e.custom_questions as event_questions')
      .modify((q) => (eventId ? q.where('r.event_id', eventId) : q))
      .orderBy([
        { column: 'r.registered_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]),
  /**
   * By account only (an e-mail typed by a visitor is not proof that a later account owns it),
   * newest first, each with its event's title, date, time, location and status.
   */
  listForUser: (db: Knex, userId: number): Promise<MyRegistrationRow[]> =>
    db('event_registrations as r')
      .leftJoin('events as e', 'e.id', 'r.event_id')
      .where('r.user_id', userId)
      .select(
        'r.*',
        'e.title as event_title',
        'e.date as event_date',
        'e.time as event_time',
        'e.location as event_location',
        'e.status as event_status',
        'e.title_bn as event_title_bn',
        'e.location_bn as event_location_bn',
      )
      .orderBy([
        { column: 'r.registered_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]),
  /** The account's registrations with their event's title and date, newest first (the admin user detail). */
  listForUserWithEvents: (db: Knex, userId: number): Promise<Array<RegistrationRow & { event_title: string | null; event_date: string | null }>> =>
    db('event_registrations as r')
      .leftJoin('events as e', 'e.id', 'r.event_id')
      .where('r.user_id', userId)
      .select('r.*', 'e.title as event_title', 'e.date as event_date')
      .orderBy([
        { column: 'r.registered_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]),
  find: (db: Knex, id: number): Promise<RegistrationRow | undefined> => db('event_registrations').where({ id }).first(),
  /** Seats taken: pending and confirmed registrations (cancelled and waitlisted ones take none). */
  seatsTaken: async (db: Knex, eventId: number) =>
    Number((await db('event_registrations').where({ event_id: eventId }).whereIn('status', SEAT_STATUSES).count({ n: '*' }).first())?.n ?? 0),
  activeByEmail: (db: Knex, eventId: number, email: string): Promise<RegistrationRow | undefined> =>
    db('event_registrations').where({ event_id: eventId, email: email.toLowerCase() }).whereNot('status', 'cancelled').first(),
  /** The account's registration of the event that is not cancelled (pending, confirmed or waitlisted), if any. */
  activeByUser: (db: Knex, eventId: number, userId: number): Promise<Pick<RegistrationRow, 'id'> | undefined> =>
    db('event_registrations').where({ event_id: eventId, user_id: userId }).whereNot('status', 'cancelled').first('id'),
  insert: (db: Knex, row: NewRegistration) => {
    const now = nowIso();
    return insertId(db('event_registrations').insert({ ticket_code: newTicketCode(), status: 'pending', ...row, registered_at: now, updated_at: now }));
  },
  /** Any change of status (and place in line) by id. */
  update: (db: Knex, id: number, patch: { status?: string; waitlist_position?: number | null; cancel_token_hash?: string }) =>
    db('event_registrations')
      .where({ id })
      .update({ ...patch, updated_at: nowIso() }),
  /** The event's waitlist, first in line first. */
  waitlist: (db: Knex, eventId: number): Promise<RegistrationRow[]> =>
    db('event_registrations')
      .where({ event_id: eventId, status: 'waitlisted' })
      .orderBy([
        { column: 'waitlist_position', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  /** The last place in the event's line (0 when nobody waits). */
  lastPosition: async (db: Knex, eventId: number): Promise<number> =>
    Number((await db('event_registrations').where({ event_id: eventId, status: 'waitlisted' }).max({ n: 'waitlist_position' }).first())?.n ?? 0),
  /** Decides a registration that is still pending: answers whether it was (0 rows: decided by someone else first). */
  decidePending: async (db: Knex, id: number, status: string): Promise<boolean> =>
    (await db('event_registrations').where({ id, status: 'pending' }).update({ status, updated_at: nowIso() })) > 0,
};

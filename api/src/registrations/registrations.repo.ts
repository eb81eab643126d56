import type { Knex } from 'knex';
import { OPEN_EVENT_STATUSES } from '../../../shared/policies/events';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';
import { newTicketCode } from './tickets';

/** The statuses that hold a seat; the rest (cancelled, waitlisted) do not count toward maxParticipants. */
export const SEAT_STATUSES = ['pending', 'confirmed'];

/** An `event_registrations` row as stored (migrations create_events, registration_question_texts, registration_tickets, waitlist, registration_mail). */
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
  /** The language of the page it was made on: a visitor's mails are written in it. */
  language: string;
  /** When its e-mail address was proven (the mailed link, or a verified account's own address); null: not proven. */
  email_confirmed_at: string | null;
  /** A visitor's deadline to prove the address (the event's confirm_within_hours then), else null. */
  confirm_by: string | null;
  /** SHA-256 of the device id a visitor's app sent (the per-device limit), else null. */
  device_key: string | null;
  registered_at: string;
  updated_at: string;
}

/** The columns a new registration is written with (ticket code and status have defaults here, the others in the table). */
type NewRegistration = Pick<RegistrationRow, 'event_id' | 'name' | 'email'> & Partial<Omit<RegistrationRow, 'id' | 'registered_at' | 'updated_at'>>;

/** An admin's list row: the registration with its event's questions and the account's address and its proof. */
export type AdminRegistrationRow = RegistrationRow & { event_questions: string | null; user_email: string | null; user_email_verified_at: string | null };

/** Registrations counted by a limit: how many since the window began, and when the oldest was made. */
export interface RecentCount {
  n: number;
  first: string | null;
}

const recentCount = async (q: Knex.QueryBuilder): Promise<RecentCount> => {
  const row = (await q.count({ n: '*' }).min({ first: 'registered_at' }).first()) as { n?: number | string; first?: string | null } | undefined;
  return { n: Number(row?.n ?? 0), first: row?.first == null ? null : String(row.first) };
};

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
  /** Newest first, each with its event's current questions (`event_questions`) and its account's address and proof. */
  list: (db: Knex, eventId?: number): Promise<AdminRegistrationRow[]> =>
    db('event_registrations as r')
      .leftJoin('events as e', 'e.id', 'r.event_id')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select('r.*', 'e.custom_questions as event_questions', 'u.email as user_email', 'u.email_verified_at as user_email_verified_at')
      .modify((q) => (eventId ? q.where('r.event_id', eventId) : q))
      .orderBy([
        { column: 'r.registered_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]),
  /**
   * The account's own, and the visitor registrations made with `provenEmail`, the address the
   * account has verified (null: none; an e-mail typed by a visitor is no proof that an account
   * with the same address owns it, so an unproven address joins nothing); newest first, each with
   * its event's title, date, time, location and status.
   */
  listForUser: (db: Knex, userId: number, provenEmail: string | null): Promise<MyRegistrationRow[]> =>
    db('event_registrations as r')
      .leftJoin('events as e', 'e.id', 'r.event_id')
      .where((q) => {
        q.where('r.user_id', userId);
        if (provenEmail) q.orWhere((v) => v.whereNull('r.user_id').where('r.email', provenEmail.toLowerCase()));
      })
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
  /** The event's registrations holding a seat (pending or confirmed), oldest first: the people told about the event. */
  seated: (db: Knex, eventId: number): Promise<RegistrationRow[]> =>
    db('event_registrations').where({ event_id: eventId }).whereIn('status', SEAT_STATUSES).orderBy('id'),
  /** Every registration of the event with this address that is not cancelled, oldest first. */
  activeByEmail: (db: Knex, eventId: number, email: string): Promise<RegistrationRow[]> =>
    db('event_registrations').where({ event_id: eventId, email: email.toLowerCase() }).whereNot('status', 'cancelled').orderBy('id'),
  /** The account's registration of the event that is not cancelled (pending, confirmed or waitlisted), if any. */
  activeByUser: (db: Knex, eventId: number, userId: number): Promise<Pick<RegistrationRow, 'id'> | undefined> =>
    db('event_registrations').where({ event_id: eventId, user_id: userId }).whereNot('status', 'cancelled').first('id'),
  insert: (db: Knex, row: NewRegistration) => {
    const now = nowIso();
    return insertId(db('event_registrations').insert({ ticket_code: newTicketCode(), status: 'pending', ...row, registered_at: now, updated_at: now }));
  },
  /** Any change of status (and place in line, or the address proven) by id. */
  update: (db: Knex, id: number, patch: { status?: string; waitlist_position?: number | null; cancel_token_hash?: string; email_confirmed_at?: string }) =>
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
  /** Visitor registrations from the device since `since` (any status: each made a row and sent a mail). */
  recentByDevice: (db: Knex, deviceKey: string, since: string): Promise<RecentCount> =>
    recentCount(db('event_registrations').where({ device_key: deviceKey }).whereNull('user_id').where('registered_at', '>', since)),
  /** Visitor registrations of the event with this address since `since` (any status). */
  recentByAddress: (db: Knex, eventId: number, email: string, since: string): Promise<RecentCount> =>
    recentCount(db('event_registrations').where({ event_id: eventId, email: email.toLowerCase() }).whereNull('user_id').where('registered_at', '>', since)),
  /** Visitor registrations still unproven past their deadline, of open events that still ask for it (the release sweep), by event. */
  overdue: (db: Knex, now: string): Promise<RegistrationRow[]> =>
    db('event_registrations as r')
      .join('events as e', 'e.id', 'r.event_id')
      .whereNotNull('e.confirm_within_hours')
      .whereIn('e.status', OPEN_EVENT_STATUSES)
      .whereNull('r.user_id')
      .whereNull('r.email_confirmed_at')
      .whereNot('r.status', 'cancelled')
      .where('r.confirm_by', '<', now)
      .select('r.*')
      .orderBy([{ column: 'r.event_id' }, { column: 'r.id' }]),
  /** Decides a registration that is still pending: answers whether it was (0 rows: decided by someone else first). */
  decidePending: async (db: Knex, id: number, status: string): Promise<boolean> =>
    (await db('event_registrations').where({ id, status: 'pending' }).update({ status, updated_at: nowIso() })) > 0,
};

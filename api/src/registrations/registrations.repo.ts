import type { Knex } from 'knex';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

export type RegistrationRow = Record<string, any> & { id: number; event_id: number; status: string };

export const registrationsRepo = {
  list: (db: Knex, eventId?: number): Promise<RegistrationRow[]> =>
    db('event_registrations')
      .modify((q) => (eventId ? q.where({ event_id: eventId }) : q))
      .orderBy([{ column: 'registered_at', order: 'desc' }, { column: 'id', order: 'desc' }]),
  /** By account only: an e-mail typed by a visitor is not proof that a later account owns it. */
  listForUser: (db: Knex, userId: number): Promise<RegistrationRow[]> =>
    db('event_registrations')
      .where({ user_id: userId })
      .orderBy([{ column: 'registered_at', order: 'desc' }, { column: 'id', order: 'desc' }]),
  find: (db: Knex, id: number): Promise<RegistrationRow | undefined> => db('event_registrations').where({ id }).first(),
  seatsTaken: async (db: Knex, eventId: number) =>
    Number((await db('event_registrations').where({ event_id: eventId }).whereNot('status', 'cancelled').count({ n: '*' }).first())?.n ?? 0),
  activeByEmail: (db: Knex, eventId: number, email: string) =>
    db('event_registrations').where({ event_id: eventId, email: email.toLowerCase() }).whereNot('status', 'cancelled').first(),
  insert: (db: Knex, row: Record<string, unknown>) => {
    const now = nowIso();
    return insertId(db('event_registrations').insert({ ...row, status: 'pending', registered_at: now, updated_at: now }));
  },
  setStatus: (db: Knex, id: number, status: string) => db('event_registrations').where({ id }).update({ status, updated_at: nowIso() }),
};

import type { Knex } from 'knex';
import type { ContactInput } from '../../../shared/schemas/contact';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  read_at: string | null;
  created_at: string;
}

export const contactRepo = {
  insert: (db: Knex, input: ContactInput, userId: number | null) =>
    insertId(db('contact_messages').insert({ ...input, user_id: userId, created_at: nowIso() })),
  /** Newest first. */
  list: (db: Knex): Promise<ContactMessageRow[]> =>
    db('contact_messages').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
  find: (db: Knex, id: number): Promise<ContactMessageRow | undefined> => db('contact_messages').where({ id }).first(),
  /** Read: keeps the first time it was read; unread: clears it. */
  setRead: (db: Knex, id: number, read: boolean) =>
    read
      ? db('contact_messages').where({ id }).whereNull('read_at').update({ read_at: nowIso() })
      : db('contact_messages').where({ id }).update({ read_at: null }),
  remove: (db: Knex, id: number) => db('contact_messages').where({ id }).delete(),
};

import type { Knex } from 'knex';

/** The reminder rows of notifications (reminders.ts): removed while not sent yet. */
export const remindersRepo = {
  /** Deletes the reminders still to send whose dedupe key starts with `prefix`. */
  dropPending: (db: Knex, prefix: string): Promise<number> =>
    db('notifications').where({ kind: 'event.reminder', status: 'pending' }).where('dedupe_key', 'like', `${prefix}%`).delete(),
};

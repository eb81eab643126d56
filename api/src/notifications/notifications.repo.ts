import type { Knex } from 'knex';
import type { Language } from '../../../shared/languages';
import type { NotificationItem, NotificationKind } from '../../../shared/schemas/notifications';
import { isoIn, nowIso, toIso } from '../lib/time';

/** A `notifications` row (migration notifications). */
export interface NotificationRow {
  id: number;
  user_id: number | null;
  to_email: string | null;
  language: string | null;
  kind: NotificationKind;
  dedupe_key: string;
  title_en: string;
  body_en: string;
  title_bn: string;
  body_bn: string;
  url: string;
  created_at: string;
  due_at: string;
  read_at: string | null;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  channel: 'push' | 'email' | null;
  attempts: number;
  last_error: string | null;
  claimed_until: string | null;
  claimed_by: string | null;
  sent_at: string | null;
}

export type Texts = Record<Language, { title: string; body: string }>;

export interface NewNotification {
  kind: NotificationKind;
  /** An account, or a visitor's address and language. */
  to: { userId: number } | { email: string; language: Language };
  /** Unique per message: kind, subject, recipient and the subject's version (a replayed write adds nothing). */
  dedupeKey: string;
  texts: Texts;
  url: string;
  /** Not before then (reminders): ISO time; default now. */
  dueAt?: string;
}

const toItem = (r: NotificationRow): NotificationItem => ({
  id: Number(r.id),
  kind: r.kind,
  title: { en: r.title_en, bn: r.title_bn },
  body: { en: r.body_en, bn: r.body_bn },
  url: r.url,
  createdAt: toIso(r.created_at)!,
  read: r.read_at !== null,
});

/** Rows a statement when adding many: 15 columns each stays far below every database's parameter limit. */
const INSERT_BATCH = 100;

const rowOf = (n: NewNotification, now: string) => ({
  user_id: 'userId' in n.to ? n.to.userId : null,
  to_email: 'email' in n.to ? n.to.email : null,
  language: 'language' in n.to ? n.to.language : null,
  kind: n.kind,
  dedupe_key: n.dedupeKey.slice(0, 255),
  title_en: n.texts.en.title,
  body_en: n.texts.en.body,
  title_bn: n.texts.bn.title,
  body_bn: n.texts.bn.body,
  url: n.url,
  created_at: now,
  due_at: n.dueAt ?? now,
  status: 'pending',
  attempts: 0,
});

export const notificationsRepo = {
  /** Adds a notification unless one with its dedupe key exists: true when added. */
  async insert(db: Knex, n: NewNotification): Promise<boolean> {
    return (await this.insertMany(db, [n])) > 0;
  },

  /** Adds many (an audience), INSERT_BATCH rows a statement, skipping dedupe keys that exist: how many were added. */
  async insertMany(db: Knex, list: NewNotification[]): Promise<number> {
    const now = nowIso();
    let added = 0;
    for (let i = 0; i < list.length; i += INSERT_BATCH) {
      const rows = list.slice(i, i + INSERT_BATCH).map((n) => rowOf(n, now));
      added += (await db('notifications').insert(rows).onConflict('dedupe_key').ignore().returning('id')).length;
    }
    return added;
  },

  /** Pending and due, not claimed by a live process (the caller claims each). */
  due: (db: Knex, limit: number): Promise<NotificationRow[]> =>
    db('notifications')
      .where({ status: 'pending' })
      .where('due_at', '<=', nowIso())
      .where((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', nowIso()))
      .orderBy('due_at')
      .limit(limit),

  /**
   * PostgreSQL: takes up to `limit` due rows at once, skipping rows another process is taking
   * (`FOR UPDATE SKIP LOCKED`), so two processes never take the same row.
   */
  async claimBatch(db: Knex, owner: string, leaseMs: number, limit: number): Promise<NotificationRow[]> {
    const now = nowIso();
    const { rows } = (await db.raw(
      `update notifications set claimed_until = ?, claimed_by = ?
        where id in (select id from notifications
                      where status = 'pending' and due_at <= ? and (claimed_until is null or claimed_until < ?)
                      order by due_at limit ? for update skip locked)
        returning *`,
      [isoIn(leaseMs), owner, now, now, limit],
    )) as { rows: NotificationRow[] };
    return rows;
  },

  /** SQLite (one writer at a time): takes one row if its claim is still the one read. */
  async claim(db: Knex, row: NotificationRow, owner: string, leaseMs: number): Promise<boolean> {
    const taken = await db('notifications')
      .where({ id: row.id, status: 'pending' })
      .where((q) => (row.claimed_until === null ? q.whereNull('claimed_until') : q.where('claimed_until', row.claimed_until)))
      .update({ claimed_until: isoIn(leaseMs), claimed_by: owner });
    return taken === 1;
  },

  /** Claims held by `owners` (processes that are gone) are given up at once. */
  async release(db: Knex, owners: string[]): Promise<void> {
    if (owners.length) await db('notifications').where({ status: 'pending' }).whereIn('claimed_by', owners).update({ claimed_until: null, claimed_by: null });
  },

  /** Who holds claims that are still leased (to check whether they are alive). */
  holders: async (db: Knex): Promise<string[]> =>
    (await db('notifications').distinct('claimed_by').where({ status: 'pending' }).whereNotNull('claimed_by').where('claimed_until', '>=', nowIso())).map(
      (r: { claimed_by: string }) => r.claimed_by,
    ),

  done: (db: Knex, id: number, status: 'sent' | 'skipped', channel: 'push' | 'email' | null) =>
    db('notifications').where({ id }).update({ status, channel, sent_at: nowIso(), claimed_until: null, claimed_by: null, last_error: null }),

  /** A failed attempt: again after `retryInMs`, or (null) given up with the error kept. */
  failed: (db: Knex, row: NotificationRow, error: string, retryInMs: number | null) =>
    db('notifications')
      .where({ id: row.id })
      .update({
        attempts: row.attempts + 1,
        last_error: error.slice(0, 500),
        claimed_until: null,
        claimed_by: null,
        ...(retryInMs === null ? { status: 'failed' } : { due_at: isoIn(retryInMs) }),
      }),

  /** The user's latest `limit`, newest first, and the unread count. */
  async inbox(db: Knex, userId: number, limit = 50): Promise<{ notifications: NotificationItem[]; unread: number }> {
    const rows: NotificationRow[] = await db('notifications')
      .where({ user_id: userId })
      .whereNot({ status: 'skipped' })
      .where('due_at', '<=', nowIso())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    return { notifications: rows.map(toItem), unread: await this.unread(db, userId) };
  },

  unread: async (db: Knex, userId: number): Promise<number> =>
    Number(
      (
        await db('notifications')
          .where({ user_id: userId })
          .whereNull('read_at')
          .whereNot({ status: 'skipped' })
          .where('due_at', '<=', nowIso())
          .count({ n: '*' })
          .first()
      )?.n ?? 0,
    ),

  /** Marks the user's notifications read: these ids, or all. */
  markRead: (db: Knex, userId: number, ids?: number[]) => {
    const q = db('notifications').where({ user_id: userId }).whereNull('read_at');
    if (ids) q.whereIn('id', ids);
    return q.update({ read_at: nowIso() });
  },

  /** The channel a user chose for a kind (none chosen: push where subscribed, else e-mail). */
  preference: async (db: Knex, userId: number, kind: NotificationKind): Promise<'push' | 'email' | 'off'> =>
    ((await db('notification_preferences').where({ user_id: userId, kind }).first()) as { channel: 'push' | 'email' | 'off' } | undefined)?.channel ?? 'push',
};

import type { Knex } from 'knex';
import {
  cursorAfter,
  SENT_MESSAGES_CURSOR,
  type SentMessage,
  type SentMessageSource,
  type SentMessagesPage,
  type SentMessagesQuery,
} from '../../../shared/schemas/messages';
import { nowIso, toIso } from '../lib/time';

/** One row of the union below (snake_case, as the database answers). */
interface SentRow {
  source: SentMessageSource;
  id: number;
  kind: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  channel: 'push' | 'email' | null;
  subject: string;
  status: SentMessage['status'];
  attempts: number | string;
  last_error: string | null;
  created_at: string;
  due_at: string;
  sent_at: string | null;
}

/** Notifications, but not those handed to the mail outbox: their mail is listed instead (it says whether it got through). */
const notificationRows = (db: Knex) =>
  db('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .where((q) => q.whereNull('n.channel').orWhereNot('n.channel', 'email'))
    .select(
      db.raw("'notification' as source"),
      'n.id',
      'n.kind',
      'n.user_id',
      'u.first_name',
      'u.last_name',
      db.raw('coalesce(u.email, n.to_email) as email'),
      'n.channel',
      db.raw("case when coalesce(n.language, u.language) = 'bn' then n.title_bn else n.title_en end as subject"),
      'n.status',
      'n.attempts',
      'n.last_error',
      'n.created_at',
      'n.due_at',
      'n.sent_at',
    );

/** Every mail of the outbox: its subject, never its body (a reset or confirmation link is in there). */
const mailRows = (db: Knex) =>
  db('mail_outbox as m')
    .leftJoin('users as u', 'u.email', 'm.to_address')
    .select(
      db.raw("'mail' as source"),
      'm.id',
      'm.kind',
      db.raw('u.id as user_id'),
      'u.first_name',
      'u.last_name',
      db.raw('m.to_address as email'),
      db.raw("'email' as channel"),
      'm.subject',
      db.raw("case when m.sent_at is not null then 'sent' when m.failed_at is not null then 'failed' else 'pending' end as status"),
      'm.attempts',
      'm.last_error',
      'm.created_at',
      db.raw('m.send_after as due_at'),
      'm.sent_at',
    );

const allRows = (db: Knex) => db.select('*').from(notificationRows(db).unionAll(mailRows(db)).as('sent'));

const nameOf = (r: SentRow) => [r.first_name, r.last_name].filter(Boolean).join(' ') || null;

const toMessage = (r: SentRow): SentMessage => ({
  source: r.source,
  id: Number(r.id),
  kind: r.kind,
  recipient: { userId: r.user_id === null ? null : Number(r.user_id), name: nameOf(r), email: r.email },
  channel: r.channel,
  subject: r.subject,
  status: r.status,
  attempts: Number(r.attempts),
  error: r.last_error,
  createdAt: toIso(r.created_at)!,
  dueAt: toIso(r.due_at)!,
  sentAt: toIso(r.sent_at),
});

/** Rows after the cursor in the order newest first (time, then source, then id, each descending). */
function after(q: Knex.QueryBuilder, cursor: string): void {
  const [, createdAt, source, id] = SENT_MESSAGES_CURSOR.exec(cursor)!;
  q.where((w) =>
    w
      .where('created_at', '<', createdAt)
      .orWhere((same) =>
        same
          .where('created_at', createdAt)
          .andWhere((s) => s.where('source', '<', source).orWhere((ss) => ss.where('source', source).where('id', '<', Number(id)))),
      ),
  );
}

const TABLE: Record<SentMessageSource, string> = { notification: 'notifications', mail: 'mail_outbox' };

export const messagesRepo = {
  /** A page, newest first, with where the next one starts. */
  async page(db: Knex, query: SentMessagesQuery): Promise<SentMessagesPage> {
    const q = allRows(db)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'source', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit + 1);
    if (query.status) q.where('status', query.status);
    if (query.cursor) after(q, query.cursor);
    const rows = ((await q) as SentRow[]).map(toMessage);
    const messages = rows.slice(0, query.limit);
    return { messages, nextCursor: rows.length > query.limit ? cursorAfter(messages[messages.length - 1]) : null };
  },

  /** One row as the list shows it. */
  one: async (db: Knex, source: SentMessageSource, id: number): Promise<SentMessage | undefined> => {
    const row = (await allRows(db).where({ source, id }).first()) as SentRow | undefined;
    return row && toMessage(row);
  },

  exists: async (db: Knex, source: SentMessageSource, id: number): Promise<boolean> => Boolean(await db(TABLE[source]).where({ id }).first('id')),

  /** A failed notification pending again, due now, its attempts from zero: true when it was failed. */
  resendNotification: async (db: Knex, id: number): Promise<boolean> =>
    (await db('notifications')
      .where({ id, status: 'failed' })
      .update({ status: 'pending', due_at: nowIso(), attempts: 0, last_error: null, claimed_until: null, claimed_by: null })) === 1,

  /** A mail given up on, to be sent now, its attempts from zero: true when it was given up on. */
  resendMail: async (db: Knex, id: number): Promise<boolean> =>
    (await db('mail_outbox')
      .where({ id })
      .whereNotNull('failed_at')
      .whereNull('sent_at')
      .update({ failed_at: null, send_after: nowIso(), attempts: 0, last_error: null, claimed_until: null, claimed_by: null })) === 1,
};

import type { Knex } from 'knex';
import type { Notice, NoticeInput } from '../../../shared/schemas/notices';
import { defined, insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

/** A notices row as stored (SQLite gives booleans as 0/1; dates are ISO strings). */
export interface NoticeRow {
  id: number;
  title: string;
  message: string;
  title_bn: string | null;
  message_bn: string | null;
  type: Notice['type'];
  priority: Notice['priority'];
  target_audience: Notice['targetAudience'];
  start_date: string;
  end_date: string;
  link: string | null;
  link_text: string | null;
  link_text_bn?: string | null;
  dismissible: boolean | number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

const columns = (i: NoticeInput) => ({
  title: i.title,
  message: i.message,
  type: i.type,
  priority: i.priority,
  target_audience: i.targetAudience,
  start_date: i.startDate,
  end_date: i.endDate,
  link: i.link || null,
  link_text: i.linkText || null,
  dismissible: i.dismissible,
  // Bangla left out of an edit keeps what is stored (an older app does not send it).
  ...defined({ title_bn: i.titleBn, message_bn: i.messageBn, link_text_bn: i.linkTextBn }),
});

/** The notices in their window (start <= now <= end) for any of `audiences`, newest first. */
export const activeNotices = (db: Knex, audiences: readonly string[]): Promise<NoticeRow[]> => {
  const now = nowIso();
  return db('notices').where('start_date', '<=', now).andWhere('end_date', '>=', now).whereIn('target_audience', audiences).orderBy('start_date', 'desc');
};

/** Whether a visitor would see a notice now (the pre-rendered pages then hold the strip's place). */
export async function visitorHasNotice(db: Knex): Promise<boolean> {
  const now = nowIso();
  const row = await db('notices').where('start_date', '<=', now).andWhere('end_date', '>=', now).andWhere('target_audience', 'all').first('id');
  return row !== undefined;
}

export const noticesRepo = {
  active: activeNotices,
  /** Every notice, in and out of its window, newest first. */
  all: (db: Knex): Promise<NoticeRow[]> => db('notices').orderBy('start_date', 'desc'),
  find: (db: Knex, id: number): Promise<NoticeRow | undefined> => db('notices').where({ id }).first(),
  insert(db: Knex, input: NoticeInput, createdBy: number): Promise<number> {
    const now = nowIso();
    return insertId(db('notices').insert({ ...columns(input), created_by: createdBy, created_at: now, updated_at: now }));
  },
  /** True when the notice exists (and was changed). */
  async update(db: Knex, id: number, input: NoticeInput): Promise<boolean> {
    return (
      (await db('notices')
        .where({ id })
        .update({ ...columns(input), updated_at: nowIso() })) > 0
    );
  },
  /** True when the notice existed. */
  async remove(db: Knex, id: number): Promise<boolean> {
    return (await db('notices').where({ id }).delete()) > 0;
  },
  /** The active accounts with one of `roles`, but `except` (the notice's author): ids only, as an audience may be large. */
  async audience(db: Knex, roles: readonly string[], except: number | null): Promise<number[]> {
    const q = db('users').where({ is_active: true }).whereIn('role', roles);
    if (except !== null) q.whereNot({ id: except });
    return (await q.orderBy('id').pluck('id')).map(Number);
  },
  /**
   * Urgent-notice messages not yet due (a notice whose window opens later), whose keys start with
   * `keyPrefix`, are taken back: the notice changed or is gone. Those already due stay told.
   */
  withdrawNotYetDue: (db: Knex, keyPrefix: string) =>
    db('notifications')
      .where({ status: 'pending', kind: 'notice.urgent' })
      .where('due_at', '>', nowIso())
      .where('dedupe_key', 'like', `${keyPrefix}%`)
      .delete(),
};

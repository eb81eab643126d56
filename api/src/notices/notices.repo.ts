import type { Knex } from 'knex';
import { nowIso } from '../lib/time';

/** The notices in their window (start <= now <= end) for any of `audiences`, newest first. */
export const activeNotices = (db: Knex, audiences: string[]) => {
  const now = nowIso();
  return db('notices').where('start_date', '<=', now).andWhere('end_date', '>=', now).whereIn('target_audience', audiences).orderBy('start_date', 'desc');
};

/** Whether a visitor would see a notice now (the pre-rendered pages then hold the strip's place). */
export async function visitorHasNotice(db: Knex): Promise<boolean> {
  const now = nowIso();
  const row = await db('notices').where('start_date', '<=', now).andWhere('end_date', '>=', now).andWhere('target_audience', 'all').first('id');
  return row !== undefined;
}

/**
 * Reading the public lists' change log (migration list_changes): each list's version (its newest
 * change), which rows changed after a version, and pruning. Rows are logged by database triggers,
 * so every write (a route, a script, a restore) is seen. And what the list cache makes of them: a
 * cached list patched with the changed rows, and the ETag of a `?since=` answer.
 */
import type { Knex } from 'knex';
import { compareKeys, type ListOrder } from '../../../shared/list-order';
import type { ListAudience } from '../policies/lists.policy';

/** The lists whose rows are logged: their answers are patched from the log and answer `?since=`. */
export const LOGGED_LISTS = new Set(['news', 'events', 'projects', 'gallery', 'members']);

/** A deletion stays in the log at least this long: a phone that synced within it gets it as a removal. */
export const TOMBSTONE_DAYS = 30;

/** The newest change of a list (0 when it never changed). */
export async function listVersion(db: Knex, list: string): Promise<number> {
  const row = await db('list_changes').where({ list }).max({ seq: 'seq' }).first();
  return Number(row?.seq ?? 0);
}

/** The newest seq pruned from the log: a client behind it starts over. */
export async function prunedThrough(db: Knex): Promise<number> {
  return Number((await db('data_versions').where({ name: 'list_changes_pruned' }).first('version'))?.version ?? 0);
}

/** The ids of a list's rows changed after `since`, up to `upto` (inclusive). */
export async function changedIds(db: Knex, list: string, since: number, upto: number): Promise<number[]> {
  const rows: Array<{ row_id: number | string }> = await db('list_changes')
    .where({ list })
    .andWhere('seq', '>', since)
    .andWhere('seq', '<=', upto)
    .distinct('row_id');
  return rows.map((r) => Number(r.row_id));
}

/** Removes changes older than TOMBSTONE_DAYS + 1, recording the newest seq removed. Returns how many went. */
export async function pruneListChanges(db: Knex, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - (TOMBSTONE_DAYS + 1) * 24 * 3600 * 1000);
  const cutoff = db.client.config.client === 'pg' ? before : before.toISOString().replace('T', ' ').slice(0, 19);
  return db.transaction(async (trx) => {
    const newest = await trx('list_changes').where('at', '<', cutoff).max({ seq: 'seq' }).first();
    const seq = Number(newest?.seq ?? 0);
    if (!seq) return 0;
    const gone = await trx('list_changes').where('seq', '<=', seq).delete();
    await trx('data_versions').where({ name: 'list_changes_pruned' }).andWhere('version', '<', seq).update({ version: seq });
    return gone;
  });
}

/**
 * The ETag of a `?since=` answer: the audience and the version it brings the caller to (the answer
 * depends on nothing else). A page the server renders gives it too, so the phone's first refresh is a 304.
 */
export const deltaEtag = (audience: ListAudience, version: number) => `W/"${audience}.v${version}"`;

/** `rows` without the `changed` ids, with `fresh` (those still in the list) put in their places. */
export function patchRows<T extends { id: number }>(rows: readonly T[], changed: readonly number[], fresh: readonly T[], order: ListOrder<T>): T[] {
  const gone = new Set(changed);
  const out = rows.filter((r) => !gone.has(r.id));
  const sign = order.descending ? -1 : 1;
  for (const row of fresh) {
    const key = order.key(row);
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sign * compareKeys(order.key(out[mid]), key) > 0) hi = mid;
      else lo = mid + 1;
    }
    out.splice(lo, 0, row);
  }
  return out;
}

import type { Knex } from 'knex';

/**
 * Points for taking part in an event belong to the person, once per event (probing round, item
 * 1). The ledger keyed a confirmed registration's points and a check-in's attendance points by
 * the registration (source 'registration'), so register → cancel → register, or a second
 * registration under another e-mail, earned them again. From now on they are keyed by the event
 * (source 'event', points.service.ts). This converts the existing entries: per person, type and
 * event only the earliest is kept (the farmed repeats go, and their points with them), and an
 * entry whose registration no longer exists stays as it is (its event is unknown). Threshold
 * achievements (Century, Community Leader, Ambassador: no bonus points of their own) that the
 * remaining points no longer reach go too, with their timeline entry. Self-contained: it does
 * not import the app's code, which will change after it.
 *
 * The server's arrival time of a check-in needs no new column: `checkins.created_at` has always
 * been set by the server when the scan arrives.
 */

/** Achievements earned by reaching a number of points (shared/points.ts as of this migration). */
const THRESHOLDS: Record<string, number> = { century: 100, 'community-leader': 600, ambassador: 1000 };

interface LedgerRow {
  id: number;
  user_id: number;
  type: string;
  source_type: string;
  source_id: number;
  occurred_at: string;
  event_id: number | null;
}

const CHUNK = 400;
async function deleteIds(knex: Knex, table: string, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK)
    await knex(table)
      .whereIn('id', ids.slice(i, i + CHUNK))
      .del();
}

export async function up(knex: Knex): Promise<void> {
  const rows: LedgerRow[] = await knex('activities as a')
    .leftJoin('event_registrations as r', function () {
      this.on('r.id', '=', 'a.source_id').andOnVal('a.source_type', '=', 'registration');
    })
    .whereIn('a.source_type', ['registration', 'event'])
    .select('a.id', 'a.user_id', 'a.type', 'a.source_type', 'a.source_id', 'a.occurred_at', 'r.event_id');

  // Earliest first, so the first row seen of each (person, type, event) is the one kept.
  rows.sort((x, y) => (x.occurred_at < y.occurred_at ? -1 : x.occurred_at > y.occurred_at ? 1 : x.id - y.id));
  const kept = new Set<string>();
  const drop: number[] = [];
  const convert: Array<{ id: number; eventId: number }> = [];
  const touched = new Set<number>();
  for (const r of rows) {
    const eventId = r.source_type === 'event' ? Number(r.source_id) : r.event_id == null ? null : Number(r.event_id);
    if (eventId == null) continue;
    const key = `${r.user_id}|${r.type}|${eventId}`;
    if (kept.has(key)) {
      drop.push(r.id);
      touched.add(Number(r.user_id));
      continue;
    }
    kept.add(key);
    if (r.source_type === 'registration') convert.push({ id: r.id, eventId });
  }
  // Repeats first, so no converted row meets another on the ledger's unique key.
  await deleteIds(knex, 'activities', drop);
  for (const c of convert) await knex('activities').where({ id: c.id }).update({ source_type: 'event', source_id: c.eventId });

  for (const userId of touched) {
    const total = Number((await knex('activities').where({ user_id: userId }).sum({ p: 'points' }).first())?.p ?? 0);
    const unreached = await knex('achievements')
      .where({ user_id: userId })
      .whereIn('key', Object.keys(THRESHOLDS))
      .select('id', 'key')
      .then((list: Array<{ id: number; key: string }>) => list.filter((a) => total < THRESHOLDS[a.key]!).map((a) => Number(a.id)));
    if (!unreached.length) continue;
    await knex('activities').where({ user_id: userId, source_type: 'achievement' }).whereIn('source_id', unreached).del();
    await deleteIds(knex, 'achievements', unreached);
  }
}

/**
 * Best effort: each per-event entry goes back to a registration of that person for that event
 * (a confirmed one if any, else the newest); one with no such registration stays per event. The
 * repeats and achievements dropped by `up` are not restored (they were farmed).
 */
export async function down(knex: Knex): Promise<void> {
  const rows: Array<{ id: number; user_id: number; source_id: number }> = await knex('activities')
    .where({ source_type: 'event' })
    .select('id', 'user_id', 'source_id');
  for (const r of rows) {
    const reg = await knex('event_registrations')
      .where({ event_id: r.source_id, user_id: r.user_id })
      .orderByRaw("case when status = 'confirmed' then 0 else 1 end")
      .orderBy('id', 'desc')
      .first('id');
    if (reg) await knex('activities').where({ id: r.id }).update({ source_type: 'registration', source_id: reg.id });
  }
}

import type { Knex } from 'knex';

const count = (n: unknown) => Number(n ?? 0);

export const reportsRepo = {
  /** Every event with its active registrations (pending and confirmed: not cancelled, not waitlisted), by date. */
  async registrationsPerEvent(db: Knex) {
    const active = db('event_registrations').select('event_id').count({ n: '*' }).whereIn('status', ['pending', 'confirmed']).groupBy('event_id').as('r');
    const rows: Array<{ id: number; title: string; date: string; max_participants: number | null; n: unknown }> = await db('events as e')
      .leftJoin(active, 'r.event_id', 'e.id')
      .select('e.id', 'e.title', 'e.date', 'e.max_participants', 'r.n')
      .orderBy([
        { column: 'e.date', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ]);
    return rows.map((r) => ({ ...r, n: count(r.n) }));
  },

  /** Applications received and accounts approved since `since` (ISO), for grouping by month. */
  usersSince: (db: Knex, since: string): Promise<Array<{ role: string; applied_at: string | null; approved_at: string | null; created_at: string }>> =>
    db('users')
      .select('role', 'applied_at', 'approved_at', 'created_at')
      .where((q) => q.where('applied_at', '>=', since).orWhere('approved_at', '>=', since).orWhere('created_at', '>=', since)),

  /** Items per status in a content table. */
  async statusCounts(db: Knex, table: 'projects' | 'news' | 'gallery'): Promise<Record<string, number>> {
    const rows: Array<{ status: string; n: unknown }> = await db(table).select('status').count({ n: '*' }).groupBy('status');
    return Object.fromEntries(rows.map((r) => [r.status, count(r.n)]));
  },
};

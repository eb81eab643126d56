import type { Knex } from 'knex';
import { ADMIN_ROLES } from '../../../shared/roles';

/** What waits for an admin, counted for the digest. */
export interface Arrivals {
  applications: number;
  messages: number;
  submissions: number;
}

/**
 * Where things wait, and when each arrived. Every source is filtered first by a small indexed
 * set (what is still pending or unread), so counting the new ones stays cheap however large the
 * tables grow. A team profile is one row per person, sent for review again by updating it.
 */
const SOURCES: ReadonlyArray<{ what: keyof Arrivals; table: string; at: string; waiting: Record<string, string | null> }> = [
  { what: 'applications', table: 'users', at: 'applied_at', waiting: { role: 'applicant', application_status: 'pending' } },
  { what: 'messages', table: 'contact_messages', at: 'created_at', waiting: { read_at: null } },
  { what: 'submissions', table: 'projects', at: 'created_at', waiting: { status: 'pending' } },
  { what: 'submissions', table: 'news', at: 'created_at', waiting: { status: 'pending' } },
  { what: 'submissions', table: 'gallery', at: 'created_at', waiting: { status: 'pending' } },
  { what: 'submissions', table: 'members', at: 'updated_at', waiting: { status: 'pending' } },
  { what: 'submissions', table: 'profile_revisions', at: 'updated_at', waiting: { status: 'pending' } },
];

export const digestRepo = {
  /** The active admins' ids. */
  admins: async (db: Knex): Promise<number[]> =>
    (await db('users').where({ is_active: true }).whereIn('role', ADMIN_ROLES).orderBy('id').pluck('id')).map(Number),

  /** When the admin's last digest was made (the inbox index: user, time), or null. */
  lastDigestAt: async (db: Knex, userId: number): Promise<string | null> =>
    (
      (await db('notifications').where({ user_id: userId, kind: 'admin.digest' }).orderBy('created_at', 'desc').first('created_at')) as
        { created_at: string } | undefined
    )?.created_at ?? null,

  /** What still waits and arrived after `since` (null: everything waiting), in one statement. */
  async arrivals(db: Knex, since: string | null): Promise<Arrivals> {
    const parts = SOURCES.map(({ what, table, at, waiting }) => {
      const q = db(table)
        .where(waiting)
        .select(db.raw(`'${what}' as what`), db.raw('count(*) as n'));
      return since === null ? q : q.where(at, '>', since);
    });
    const [first, ...rest] = parts;
    const rows = (await first.unionAll(rest)) as Array<{ what: keyof Arrivals; n: number | string }>;
    const counts: Arrivals = { applications: 0, messages: 0, submissions: 0 };
    for (const row of rows) counts[row.what] += Number(row.n);
    return counts;
  },
};

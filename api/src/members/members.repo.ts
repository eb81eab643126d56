import type { Knex } from 'knex';
import type { Member, MemberProfileInput } from '../../../shared/schemas/members';
import { isPostgres } from '../db';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';
import type { ProfileVisibility } from '../policies/members.policy';

/** A members row as stored (dates are ISO strings). A type, not an interface: the profile-change helpers read it by column name. */
export type MemberRow = {
  id: number;
  user_id: number | null;
  name: string;
  username: string | null;
  username_key: string | null;
  role: string | null;
  position: string | null;
  bio: string | null;
  profile_image_url: string | null;
  status: Member['status'];
  email: string | null;
  website: string | null;
  linkedin: string | null;
  facebook: string | null;
  created_by: number | null;
  approved_by: number | null;
  created_at: string;
  updated_at: string;
  revision: number;
};

/** The members columns a profile save writes, from the form's fields. */
export function profileColumns(input: MemberProfileInput) {
  const username = input.username?.trim() || null;
  return {
    name: input.name,
    username,
    username_key: username?.toLowerCase() ?? null,
    bio: input.bio ?? null,
    website: input.website || null,
    profile_image_url: input.profileImageUrl || null,
    position: input.position ?? null,
    role: input.position ?? null,
    linkedin: input.linkedin || null,
    facebook: input.facebook || null,
    email: input.email || null,
  };
}
export type ProfileColumns = ReturnType<typeof profileColumns>;

export const membersRepo = {
  /** Team profiles, oldest first; only those `visible` describes when given (members.policy.ts says which). */
  list: (db: Knex, visible?: ProfileVisibility, ids?: readonly number[]): Promise<MemberRow[]> => {
    const q = db('members')
      .select('members.*')
      .orderBy([
        { column: 'members.created_at', order: 'asc' },
        { column: 'members.id', order: 'asc' },
      ]);
    if (ids) q.whereIn('members.id', ids);
    if (!visible) return q;
    const shown = q.leftJoin('users', 'users.id', 'members.user_id').whereIn('members.status', visible.statuses);
    return visible.activeAccountsOnly ? shown.andWhere((w) => w.whereNull('members.user_id').orWhere('users.is_active', true)) : shown;
  },
  removeForUser: (db: Knex, userId: number) => db('members').where({ user_id: userId }).delete(),
  find: (db: Knex, id: number): Promise<MemberRow | undefined> => db('members').where({ id }).first(),
  findByUser: (db: Knex, userId: number): Promise<MemberRow | undefined> => db('members').where({ user_id: userId }).first(),
  /** The member's profile, locked until the transaction ends (PostgreSQL; SQLite's one writing connection serialises transactions). */
  lockByUser: (db: Knex, userId: number): Promise<MemberRow | undefined> => {
    const q = db('members').where({ user_id: userId }).first();
    return isPostgres(db) ? q.forUpdate() : q;
  },
  /** Pending new profiles, oldest first. */
  pending: (db: Knex): Promise<MemberRow[]> =>
    db('members')
      .where({ status: 'pending' })
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  /** Another profile has this username (case-insensitively), or has asked for it in an edit waiting for review. */
  usernameTaken: async (db: Knex, username: string, exceptMemberId?: number): Promise<boolean> => {
    const key = username.toLowerCase();
    const other = <T extends Knex.QueryBuilder>(q: T, column: string) => (exceptMemberId ? q.whereNot(column, exceptMemberId) : q);
    if (await other(db('members').where({ username_key: key }), 'id').first('id')) return true;
    return Boolean(await other(db('profile_revisions').where({ username_key: key, status: 'pending' }), 'member_id').first('id'));
  },
  insertPending: (db: Knex, userId: number, columns: ProfileColumns): Promise<number> => {
    const now = nowIso();
    return insertId(db('members').insert({ ...columns, user_id: userId, status: 'pending', created_by: userId, created_at: now, updated_at: now }));
  },
  update: (db: Knex, id: number, patch: Record<string, unknown>) =>
    db('members')
      .where({ id })
      .update({ ...patch, updated_at: nowIso() }),
  /**
   * What the profile has waiting for review changed: its revision goes up (the public profile and
   * its updatedAt stay as they are). Run before writing the change, so on PostgreSQL the row lock
   * orders it against a decision (claimRevision).
   */
  bumpRevision: (db: Knex, id: number) => db('members').where({ id }).increment('revision', 1),
  /**
   * An admin decides the version they reviewed: moves the revision on only while it is still
   * `revision` (compare-and-set), answering whether it was. Run first in the decision's transaction.
   */
  claimRevision: async (db: Knex, id: number, revision: number): Promise<boolean> => (await db('members').where({ id, revision }).increment('revision', 1)) > 0,
  /** Decides a new profile that is still pending: answers whether it was (0 rows: someone decided first). */
  decidePending: async (db: Knex, id: number, patch: Record<string, unknown>): Promise<boolean> =>
    (await db('members')
      .where({ id, status: 'pending' })
      .update({ ...patch, updated_at: nowIso() })) > 0,
};

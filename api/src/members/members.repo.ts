import type { Knex } from 'knex';
import type { MemberProfileInput } from '../../../shared/schemas/members';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';
import type { MemberRow } from './members.present';

function columns(input: MemberProfileInput) {
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

export const membersRepo = {
  /**
   * Team profiles. The public list holds approved profiles whose account (if any) is active: a
   * disabled person is not published.
   */
  list: (db: Knex, onlyPublic: boolean): Promise<MemberRow[]> => {
    const q = db('members')
      .select('members.*')
      .orderBy([{ column: 'members.created_at', order: 'asc' }, { column: 'members.id', order: 'asc' }]);
    if (!onlyPublic) return q;
    return q
      .leftJoin('users', 'users.id', 'members.user_id')
      .where('members.status', 'approved')
      .andWhere((w) => w.whereNull('members.user_id').orWhere('users.is_active', true));
  },
  removeForUser: (db: Knex, userId: number) => db('members').where({ user_id: userId }).delete(),
  findByUser: (db: Knex, userId: number): Promise<MemberRow | undefined> => db('members').where({ user_id: userId }).first(),
  usernameTaken: async (db: Knex, username: string, exceptId?: number) =>
    Boolean(await db('members').where({ username_key: username.toLowerCase() }).modify((q) => (exceptId ? q.whereNot({ id: exceptId }) : q)).first()),

  /** A new team profile starts pending; editing keeps the status it has. */
  async upsertForUser(db: Knex, userId: number, input: MemberProfileInput): Promise<MemberRow> {
    const existing = await this.findByUser(db, userId);
    const now = nowIso();
    if (existing) {
      await db('members').where({ id: existing.id }).update({ ...columns(input), updated_at: now });
    } else {
      await insertId(db('members').insert({ ...columns(input), user_id: userId, status: 'pending', created_by: userId, created_at: now, updated_at: now }));
    }
    return (await this.findByUser(db, userId))!;
  },
};

import type { Knex } from 'knex';
import { readJson, writeJson } from '../lib/json-column';
import { nowIso } from '../lib/time';
import type { ProfileColumns } from './members.repo';

/** An edit of a published team profile, waiting for (or decided by) an admin. */
export interface RevisionRow {
  id: number;
  member_id: number;
  changes: string;
  username_key: string | null;
  status: 'pending' | 'approved' | 'rejected';
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export const revisionColumns = (r: RevisionRow): ProfileColumns => readJson<ProfileColumns>(r.changes, {} as ProfileColumns);

export const revisionsRepo = {
  pendingFor: (db: Knex, memberId: number): Promise<RevisionRow | undefined> =>
    db('profile_revisions').where({ member_id: memberId, status: 'pending' }).first(),
  latestFor: (db: Knex, memberId: number): Promise<RevisionRow | undefined> =>
    db('profile_revisions')
      .where({ member_id: memberId })
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first(),
  /** Every pending edit, oldest first. */
  pending: (db: Knex): Promise<RevisionRow[]> =>
    db('profile_revisions')
      .where({ status: 'pending' })
      .orderBy([
        { column: 'updated_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  /** The profile's one pending edit becomes `columns` (created when there is none). */
  async savePending(db: Knex, memberId: number, columns: ProfileColumns): Promise<void> {
    const now = nowIso();
    const row = { changes: writeJson(columns), username_key: columns.username_key, updated_at: now };
    const updated = await db('profile_revisions').where({ member_id: memberId, status: 'pending' }).update(row);
    if (!updated) await db('profile_revisions').insert({ ...row, member_id: memberId, status: 'pending', created_at: now });
  },
  /** The member saved their published profile unchanged: no edit waits any more. */
  dropPending: (db: Knex, memberId: number) => db('profile_revisions').where({ member_id: memberId, status: 'pending' }).delete(),
  /** Decides a pending edit: answers whether it was still pending. */
  decide: async (db: Knex, id: number, status: 'approved' | 'rejected', adminId: number): Promise<boolean> => {
    const now = nowIso();
    return (await db('profile_revisions').where({ id, status: 'pending' }).update({ status, decided_by: adminId, decided_at: now, updated_at: now })) > 0;
  },
};

import type { Knex } from 'knex';
import type { MemberProfileInput, OwnProfile, PendingMember, ProfileReviewStatus } from '../../../shared/schemas/members';
import { AppError, notFound } from '../lib/errors';
import { profileChanges, presentOwnProfile, presentPendingMember, type MemberRow } from './members.present';
import { membersRepo, profileColumns } from './members.repo';
import { revisionColumns, revisionsRepo } from './profile-revisions.repo';

const usernameTaken = () => new AppError(409, 'conflict', 'This username is already taken', { username: 'This username is already taken' });

/**
 * Where the owner's profile stands: a pending new profile or pending edit is 'pending'; a
 * rejected profile, or a published one whose last edit was rejected, is 'rejected'.
 */
async function reviewStatusOf(db: Knex, row: MemberRow, pending: boolean): Promise<ProfileReviewStatus> {
  if (pending || row.status === 'pending') return 'pending';
  if (row.status === 'rejected') return 'rejected';
  return (await revisionsRepo.latestFor(db, row.id))?.status === 'rejected' ? 'rejected' : 'approved';
}

/** The owner's view of their profile (undefined: none yet). */
export async function ownProfile(db: Knex, userId: number): Promise<OwnProfile | undefined> {
  const row = await membersRepo.findByUser(db, userId);
  if (!row) return undefined;
  const pending = await revisionsRepo.pendingFor(db, row.id);
  return presentOwnProfile(row, pending && revisionColumns(pending), await reviewStatusOf(db, row, Boolean(pending)));
}

/**
 * Saves the member's profile. A new profile starts pending (an admin publishes it); a pending one
 * is rewritten and a rejected one is rewritten and sent for review again. A published (approved)
 * profile stays as it is in public: the save becomes its one pending edit (replacing an earlier
 * one), which an admin approves or rejects; saving it unchanged withdraws the edit. A username
 * another profile has, or has asked for, is a 409.
 */
export async function saveProfile(db: Knex, userId: number, input: MemberProfileInput): Promise<OwnProfile> {
  await db.transaction(async (trx) => {
    const current = await membersRepo.findByUser(trx, userId);
    const columns = profileColumns(input);
    if (columns.username && (await membersRepo.usernameTaken(trx, columns.username, current?.id))) throw usernameTaken();
    if (!current) await membersRepo.insertPending(trx, userId, columns);
    else if (current.status !== 'approved') await membersRepo.update(trx, current.id, { ...columns, status: 'pending' });
    else if (profileChanges(current, columns).length === 0) await revisionsRepo.dropPending(trx, current.id);
    else await revisionsRepo.savePending(trx, current.id, columns);
  });
  return (await ownProfile(db, userId))!;
}

/**
 * An admin's decision on a team profile (POST /api/approve-content/member/:id): a new profile is
 * published or rejected; a published profile's pending edit is applied or dropped. Anything else
 * is a 409 (already decided), so a replay never applies twice.
 */
export async function decideMember(db: Knex, memberId: number, decision: 'approve' | 'reject', adminId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await membersRepo.find(trx, memberId);
    if (!row) throw notFound('Member not found');
    if (row.status === 'pending') {
      const patch = decision === 'approve' ? { status: 'approved', approved_by: adminId } : { status: 'rejected' };
      if (!(await membersRepo.decidePending(trx, memberId, patch))) throw new AppError(409, 'conflict', 'This member was already decided');
      return;
    }
    const edit = await revisionsRepo.pendingFor(trx, memberId);
    if (!edit) throw new AppError(409, 'conflict', `This member was already ${row.status}`);
    if (!(await revisionsRepo.decide(trx, edit.id, decision === 'approve' ? 'approved' : 'rejected', adminId))) {
      throw new AppError(409, 'conflict', 'This profile edit was already decided');
    }
    if (decision === 'approve') {
      const columns = revisionColumns(edit);
      if (columns.username && (await membersRepo.usernameTaken(trx, columns.username, memberId))) throw usernameTaken();
      await membersRepo.update(trx, memberId, { ...columns });
    }
  });
}

/** New profiles and edits of published ones waiting for review, oldest first. */
export async function pendingMembers(db: Knex): Promise<PendingMember[]> {
  const fresh = (await membersRepo.pending(db)).map((row) => presentPendingMember(row));
  const edits: PendingMember[] = [];
  for (const edit of await revisionsRepo.pending(db)) {
    const row = await membersRepo.find(db, edit.member_id);
    if (row) edits.push(presentPendingMember(row, { columns: revisionColumns(edit), submittedAt: edit.updated_at }));
  }
  return [...fresh, ...edits].sort((a, b) => (a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : a.id - b.id));
}

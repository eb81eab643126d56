import type { Knex } from 'knex';
import type { MemberProfileInput, OwnProfile, PendingMember, ProfileReviewStatus } from '../../../shared/schemas/members';
import { AppError, notFound } from '../lib/errors';
import type { Notifier } from '../notifications/notifier';
import { profileChanges, presentOwnProfile, presentPendingMember, type MemberRow } from './members.present';
import { membersRepo, profileColumns } from './members.repo';
import { profileApproved } from './profile.notifications';
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

/** Whether what waits for review differs (undefined: nothing waits): an edit came, went or changed. */
const differs = (before?: Record<string, unknown>, after?: Record<string, unknown>) =>
  before && after ? profileChanges(before, after).length > 0 : before !== after;

/**
 * Saves the member's profile. A new profile starts pending (an admin publishes it); a pending one
 * is rewritten and a rejected one is rewritten and sent for review again. A published (approved)
 * profile stays as it is in public: the save becomes its one pending edit (replacing an earlier
 * one), which an admin approves or rejects; saving it unchanged withdraws the edit. A username
 * another profile has, or has asked for, is a 409. Whenever what waits for review changes, the
 * profile's revision goes up: an admin who opened the earlier version cannot decide it any more.
 */
export async function saveProfile(db: Knex, userId: number, input: MemberProfileInput): Promise<OwnProfile> {
  await db.transaction(async (trx) => {
    const current = await membersRepo.lockByUser(trx, userId);
    const columns = profileColumns(input);
    if (columns.username && (await membersRepo.usernameTaken(trx, columns.username, current?.id))) throw usernameTaken();
    if (!current) {
      await membersRepo.insertPending(trx, userId, columns);
      return;
    }
    if (current.status !== 'approved') {
      if (differs(current.status === 'pending' ? current : undefined, columns)) await membersRepo.bumpRevision(trx, current.id);
      await membersRepo.update(trx, current.id, { ...columns, status: 'pending' });
      return;
    }
    const edit = await revisionsRepo.pendingFor(trx, current.id);
    const next = profileChanges(current, columns).length > 0 ? columns : undefined;
    if (differs(edit && revisionColumns(edit), next)) await membersRepo.bumpRevision(trx, current.id);
    if (next) await revisionsRepo.savePending(trx, current.id, next);
    else await revisionsRepo.dropPending(trx, current.id);
  });
  return (await ownProfile(db, userId))!;
}

/** What the profile has waiting for review, as the admins' list shows it (undefined: nothing). */
async function pendingEntry(db: Knex, row: MemberRow): Promise<PendingMember | undefined> {
  if (row.status === 'pending') return presentPendingMember(row);
  const edit = await revisionsRepo.pendingFor(db, row.id);
  return edit && presentPendingMember(row, { columns: revisionColumns(edit), submittedAt: edit.updated_at });
}

const revisionChanged = (now: PendingMember) =>
  new AppError(409, 'revision_changed', 'This profile changed since you opened it. Please review the new version.', undefined, undefined, {
    pendingMember: now,
  });

/** The owner hears an approval of their profile, in the decision's transaction. */
async function tellApproved(trx: Knex, notifier: Notifier, profile: Parameters<typeof profileApproved>[0], approval: Parameters<typeof profileApproved>[1]) {
  const told = profileApproved(profile, approval);
  if (told) await notifier.notify(trx, told);
}

/**
 * An admin's decision on a team profile (POST /api/approve-content/member/:id with the
 * `revisionId` they reviewed): a new profile is published or rejected; a published profile's
 * pending edit is applied or dropped. The decision first claims the revision (compare-and-set),
 * so a profile the member saved again after the admin opened it is a 409 'revision_changed'
 * carrying the new version, and nothing is decided: an admin never publishes what they did not
 * see. Nothing waiting is a 409 (already decided), so a replay never applies twice. An approval
 * is told to the profile's owner in the same transaction.
 */
export async function decideMember(
  db: Knex,
  notifier: Notifier,
  memberId: number,
  revisionId: number,
  decision: 'approve' | 'reject',
  adminId: number,
): Promise<void> {
  const approval = (edit: boolean) => ({ edit, revision: revisionId, adminId });
  await db.transaction(async (trx) => {
    const claimed = await membersRepo.claimRevision(trx, memberId, revisionId);
    const row = await membersRepo.find(trx, memberId);
    if (!row) throw notFound('Member not found');
    const waiting = await pendingEntry(trx, row);
    if (!waiting) throw new AppError(409, 'conflict', `This member was already ${row.status}`);
    if (!claimed) throw revisionChanged(waiting);
    if (row.status === 'pending') {
      const patch = decision === 'approve' ? { status: 'approved', approved_by: adminId } : { status: 'rejected' };
      if (!(await membersRepo.decidePending(trx, memberId, patch))) throw new AppError(409, 'conflict', 'This member was already decided');
      if (decision === 'approve') await tellApproved(trx, notifier, row, approval(false));
      return;
    }
    const edit = (await revisionsRepo.pendingFor(trx, memberId))!;
    if (!(await revisionsRepo.decide(trx, edit.id, decision === 'approve' ? 'approved' : 'rejected', adminId))) {
      throw new AppError(409, 'conflict', 'This profile edit was already decided');
    }
    if (decision === 'approve') {
      const columns = revisionColumns(edit);
      if (columns.username && (await membersRepo.usernameTaken(trx, columns.username, memberId))) throw usernameTaken();
      await membersRepo.update(trx, memberId, { ...columns });
      await tellApproved(trx, notifier, { ...row, username: columns.username }, approval(true));
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

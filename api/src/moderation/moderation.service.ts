import type { Knex } from 'knex';
import { z } from 'zod';
import type { ContentType } from '../../../shared/schemas/content';
import { id } from '../../../shared/schemas/common';
import { AppError, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { Notifier } from '../notifications/notifier';
import { decideMember, pendingMembers } from '../members/members.service';
import { type ContentItem, recordArticlePublished, recordImageApproved, recordProjectApproved } from '../points/points.service';
import type { GalleryRow } from '../gallery/gallery.repo';
import type { NewsRow } from '../news/news.repo';
import type { ProjectRow } from '../projects/projects.repo';
import { submissionDecided } from '../submissions/submission.notifications';
import { moderationRepo } from './moderation.repo';

export const idParam = z.object({ id });

const TABLE: Record<ContentType, string> = { project: 'projects', news: 'news', member: 'members', gallery: 'gallery' };
// 'as const': the messages built from it are known texts (the app's message catalogue has each).
const NAME = { project: 'Project', news: 'Article', member: 'Member', gallery: 'Image' } as const satisfies Record<ContentType, string>;
export const contentName = (type: ContentType) => NAME[type];

/** What approving an item earns its author (points.service.ts), recorded in the approval's transaction. */
const EARNS: Record<Exclude<ContentType, 'member'>, (db: Knex, item: ContentItem, at: string) => Promise<boolean>> = {
  project: recordProjectApproved,
  news: recordArticlePublished,
  gallery: recordImageApproved,
};

export async function deleteContent(db: Knex, type: ContentType, itemId: number): Promise<void> {
  if (!(await moderationRepo.remove(db, TABLE[type], itemId))) throw notFound(`${NAME[type]} not found`);
}

const alreadyDecided = (type: ContentType, status: string) => new AppError(409, 'conflict', `This ${NAME[type].toLowerCase()} was already ${status}`);

/**
 * Pending -> approved (news: published, with publishedAt) or rejected, with the author's points
 * for an approval in the same transaction. Only a pending item can be decided; deciding it again
 * (or a concurrent second decision) is a 409, so points are never given twice. Team profiles
 * (type member) follow members.service.ts: a new profile, or a pending edit of a published one,
 * decided only at the `revisionId` the admin reviewed (the route requires it for members). The
 * author is told in the same transaction, with the admin's `reason` for a rejection if given.
 */
export async function decide(
  db: Knex,
  notifier: Notifier,
  type: ContentType,
  itemId: number,
  decision: 'approve' | 'reject',
  adminId: number,
  opts: { revisionId?: number; reason?: string } = {},
): Promise<void> {
  if (type === 'member') return decideMember(db, notifier, itemId, opts.revisionId!, decision, adminId);
  const table = TABLE[type];
  await db.transaction(async (trx) => {
    const row = await moderationRepo.find(trx, table, itemId);
    if (!row) throw notFound(`${NAME[type]} not found`);
    if (row.status !== 'pending') throw alreadyDecided(type, row.status);
    const now = nowIso();
    const status = decision === 'reject' ? 'rejected' : type === 'news' ? 'published' : 'approved';
    const patch: Record<string, unknown> = { status, updated_at: now };
    if (decision === 'approve') patch.approved_by = adminId;
    if (decision === 'approve' && type === 'news') patch.published_at = now;
    if (!(await moderationRepo.decidePending(trx, table, itemId, patch))) throw alreadyDecided(type, 'decided');
    if (decision === 'approve') await EARNS[type](trx, row, now);
    const told = submissionDecided(type, row, { approved: decision === 'approve', adminId, at: now, reason: opts.reason });
    if (told) await notifier.notify(trx, told);
  });
}

/** Everything waiting for an admin, oldest first; members include pending edits of published profiles. */
export async function pendingContent(db: Knex) {
  const [projects, news, gallery, members] = await Promise.all([
    moderationRepo.pending<ProjectRow>(db, 'projects'),
    moderationRepo.pending<NewsRow>(db, 'news'),
    moderationRepo.pending<GalleryRow>(db, 'gallery'),
    pendingMembers(db),
  ]);
  return { projects, news, members, gallery };
}

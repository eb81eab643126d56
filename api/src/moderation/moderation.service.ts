import type { Knex } from 'knex';
import { z } from 'zod';
import type { ContentType } from '../../../shared/schemas/content';
import { id } from '../../../shared/schemas/common';
import { AppError, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';

export const idParam = z.object({ id });

const TABLE: Record<ContentType, string> = { project: 'projects', news: 'news', member: 'members', gallery: 'gallery' };
const NAME: Record<ContentType, string> = { project: 'Project', news: 'Article', member: 'Member', gallery: 'Image' };
export const contentName = (type: ContentType) => NAME[type];

export async function deleteContent(db: Knex, type: ContentType, itemId: number): Promise<void> {
  if (!(await db(TABLE[type]).where({ id: itemId }).delete())) throw notFound(`${NAME[type]} not found`);
}

/**
 * Pending -> approved (news: published, with publishedAt) or rejected. Only a pending item can be
 * decided; deciding it again is a 409.
 */
export async function decide(db: Knex, type: ContentType, itemId: number, decision: 'approve' | 'reject', adminId: number): Promise<void> {
  const table = TABLE[type];
  const row = await db(table).where({ id: itemId }).first();
  if (!row) throw notFound(`${NAME[type]} not found`);
  if (row.status !== 'pending') throw new AppError(409, 'conflict', `This ${NAME[type].toLowerCase()} was already ${row.status}`);
  const now = nowIso();
  const status = decision === 'reject' ? 'rejected' : type === 'news' ? 'published' : 'approved';
  const patch: Record<string, unknown> = { status, updated_at: now };
  if (decision === 'approve') patch.approved_by = adminId;
  if (decision === 'approve' && type === 'news') patch.published_at = now;
  await db(table).where({ id: itemId, status: 'pending' }).update(patch);
}

export async function pendingContent(db: Knex) {
  const pending = (table: string) => db(table).where({ status: 'pending' }).orderBy('created_at', 'asc');
  const [projects, news, members, gallery] = await Promise.all([pending('projects'), pending('news'), pending('members'), pending('gallery')]);
  return { projects, news, members, gallery };
}

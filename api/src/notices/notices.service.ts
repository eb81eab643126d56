import type { Knex } from 'knex';
import type { NoticeInput } from '../../../shared/schemas/notices';
import { notFound } from '../lib/errors';
import type { ListAudience } from '../policies/lists.policy';
import { noticesPolicy } from '../policies/notices.policy';
import { noticesRepo, type NoticeRow } from './notices.repo';

/**
 * The notices a caller lists: the active ones for their audience when asked (`activeOnly`) or
 * when they may not see all (notices.policy.ts); every notice for an admin otherwise.
 */
export function listNotices(db: Knex, audience: ListAudience, activeOnly: boolean): Promise<NoticeRow[]> {
  return activeOnly || !noticesPolicy.mayListAll(audience) ? noticesRepo.active(db, noticesPolicy.targets(audience)) : noticesRepo.all(db);
}

export async function createNotice(db: Knex, input: NoticeInput, createdBy: number): Promise<NoticeRow> {
  const id = await noticesRepo.insert(db, input, createdBy);
  return (await noticesRepo.find(db, id))!;
}

export async function updateNotice(db: Knex, id: number, input: NoticeInput): Promise<NoticeRow> {
  if (!(await noticesRepo.update(db, id, input))) throw notFound('Notice not found');
  return (await noticesRepo.find(db, id))!;
}

export async function deleteNotice(db: Knex, id: number): Promise<void> {
  if (!(await noticesRepo.remove(db, id))) throw notFound('Notice not found');
}

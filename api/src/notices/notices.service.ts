import type { Knex } from 'knex';
import type { NoticeInput } from '../../../shared/schemas/notices';
import { notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { Notifier } from '../notifications/notifier';
import type { ListAudience } from '../policies/lists.policy';
import { noticesPolicy } from '../policies/notices.policy';
import { audienceRoles, isUrgent, urgentKeyPrefix, urgentNotice } from './notice.notifications';
import { noticesRepo, type NoticeRow } from './notices.repo';

/**
 * The notices a caller lists: the active ones for their audience when asked (`activeOnly`) or
 * when they may not see all (notices.policy.ts); every notice for an admin otherwise.
 */
export function listNotices(db: Knex, audience: ListAudience, activeOnly: boolean): Promise<NoticeRow[]> {
  return activeOnly || !noticesPolicy.mayListAll(audience) ? noticesRepo.active(db, noticesPolicy.targets(audience)) : noticesRepo.all(db);
}

const AUDIENCE_SLICE = 1000;

/**
 * Everyone in an urgent notice's audience is told, in the transaction that saves it: at once, or
 * when its window opens. A notice told before is not told again (one key per notice and person);
 * one saved urgent later, or for a wider audience, reaches whoever was not told yet. Messages not
 * yet due are taken back first, so a notice moved, calmed down or deleted before it opens says
 * nothing, or says it at its new time.
 */
async function tellUrgent(trx: Knex, notifier: Notifier, notice: NoticeRow): Promise<void> {
  await noticesRepo.withdrawNotYetDue(trx, urgentKeyPrefix(notice.id));
  const now = nowIso();
  if (!isUrgent(notice) || new Date(notice.end_date).toISOString() < now) return;
  const people = await noticesRepo.audience(trx, audienceRoles(notice.target_audience), notice.created_by);
  // A slice at a time keeps a large audience's messages from all being held at once.
  for (let i = 0; i < people.length; i += AUDIENCE_SLICE) {
    await notifier.notifyMany(
      trx,
      people.slice(i, i + AUDIENCE_SLICE).map((userId) => urgentNotice(notice, userId, now)),
    );
  }
}

export async function createNotice(db: Knex, notifier: Notifier, input: NoticeInput, createdBy: number): Promise<NoticeRow> {
  return db.transaction(async (trx) => {
    const id = await noticesRepo.insert(trx, input, createdBy);
    const notice = (await noticesRepo.find(trx, id))!;
    await tellUrgent(trx, notifier, notice);
    return notice;
  });
}

export async function updateNotice(db: Knex, notifier: Notifier, id: number, input: NoticeInput): Promise<NoticeRow> {
  return db.transaction(async (trx) => {
    if (!(await noticesRepo.update(trx, id, input))) throw notFound('Notice not found');
    const notice = (await noticesRepo.find(trx, id))!;
    await tellUrgent(trx, notifier, notice);
    return notice;
  });
}

export async function deleteNotice(db: Knex, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    if (!(await noticesRepo.remove(trx, id))) throw notFound('Notice not found');
    await noticesRepo.withdrawNotYetDue(trx, urgentKeyPrefix(id));
  });
}

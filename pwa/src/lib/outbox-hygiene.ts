/**
 * What the outbox stops keeping, and when (run after every replay, by pages and by the worker).
 * A write still waiting is kept whole until it is delivered or discarded: its body is the write.
 * - Delivered: the body is dropped at once (outbox-send.ts); the row goes after a day.
 * - Refused (failed): it stays in the Sync panel to be retried or discarded, but a password (the
 *   Join form's, or any write's body field named so) is not kept on the device beyond a day (Retry asks for it again), and after 30 days no body
 *   is kept at all (it is shown as one that cannot be retried).
 * - Another person's delivered or refused writes on a shared phone (never shown here) go after 30 days.
 */
import { db, type OutboxItem } from './db';
import { isVisibleTo } from './outbox-policy';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DONE_KEPT_MS = DAY_MS;
export const PASSWORD_KEPT_MS = DAY_MS;
export const BODY_KEPT_MS = 30 * DAY_MS;
export const OTHERS_KEPT_MS = 30 * DAY_MS;

const hasPassword = (body: unknown): body is Record<string, unknown> & { password: unknown } => !!body && typeof body === 'object' && 'password' in body;

/** What to do with one delivered or refused write now: delete it, change it, or nothing. */
export function tidyRule(item: OutboxItem, userKey: string, now: number): 'delete' | Partial<OutboxItem> | null {
  if (item.status === 'done') return (item.doneAt ?? 0) < now - DONE_KEPT_MS ? 'delete' : null;
  if (item.status !== 'failed') return null;
  const age = now - (item.failedAt ?? item.createdAt);
  if (!isVisibleTo(item, userKey) && age > OTHERS_KEPT_MS) return 'delete';
  if (age > BODY_KEPT_MS && item.bodyDropped !== 'all') return { body: null, bodyDropped: 'all', attachment: undefined };
  if (age > PASSWORD_KEPT_MS && hasPassword(item.body)) {
    const { password: _dropped, ...rest } = item.body;
    return { body: rest, bodyDropped: 'password' };
  }
  return null;
}

/** Applies tidyRule to every delivered or refused write; `userKey` is whose writes this device shows now. */
export async function tidyOutbox(userKey: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const settled = await db.outbox.where('status').anyOf('done', 'failed').toArray();
    for (const item of settled) {
      const change = tidyRule(item, userKey, now);
      if (change === 'delete') await db.outbox.delete(item.id);
      else if (change) await db.outbox.update(item.id, change);
    }
  });
}

/**
 * The outbox's rules, without any I/O: whose writes may go now, how long to wait before the next
 * attempt, and which answers mean "later" rather than "no".
 */
import type { ApiError } from './api-client';
import type { OutboxItem } from './db';
import { ANON } from './tab-user';

/** The user key of a write made while nobody was signed in (tab-user.ts, where the page's first seconds can read it). */
export { ANON };

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.5 + random() * 0.5));
}

/**
 * The writes this device may send now and show in the Sync panel: the signed-in user's own and
 * anonymous ones. Another person's writes on a shared phone wait, unseen, until they sign in.
 */
export const isVisibleTo = (item: Pick<OutboxItem, 'userKey'>, userKey: string): boolean => item.userKey === userKey || item.userKey === ANON;

/**
 * Where a write stands in the device's replay order. Writes stored before `seq` existed have none:
 * their millisecond stands in (a `seq` is a microsecond count, so they keep their place).
 */
export const replayOrder = (item: Pick<OutboxItem, 'seq' | 'createdAt'>): number => item.seq ?? item.createdAt * 1000;

/**
 * The `seq` of a new write: after every write already stored, and near the clock (microseconds),
 * so that writes of one millisecond, or of a clock set back, keep the order they were made in.
 */
export const nextSeq = (lastOrder: number, now: number): number => Math.max(lastOrder + 1, now * 1000);

/**
 * How long to wait before trying a write the server did not accept, or null when the answer is
 * final (a 4xx: the write is marked failed with the server's message).
 * - 5xx, 408, 429 and any answer with Retry-After (the server's "still being processed" 409,
 *   a busy or full database's 503/507) are temporary.
 * - 401 session_mismatch: the session is someone else's (another tab signed in as another
 *   person) or nobody's. The write itself is fine: it waits for its author, even if the form
 *   is waiting for it (the form then says it is saved).
 * - 401 to a signed-in user's write replayed in the background: the session ended; the write
 *   stays with its user until they sign in again. A write the user is waiting for fails at once.
 */
export function retryDelayMs(err: ApiError, attempts: number, context: { anonymous: boolean; awaited: boolean }): number | null {
  if (err.status === 401 && err.code === 'session_mismatch') return backoffMs(attempts);
  if (err.status === 401 && !context.anonymous && !context.awaited) return backoffMs(attempts);
  const temporary = err.status >= 500 || err.status === 408 || err.status === 429 || err.retryAfter != null;
  if (!temporary) return null;
  return Math.max(backoffMs(attempts), (err.retryAfter ?? 0) * 1000);
}

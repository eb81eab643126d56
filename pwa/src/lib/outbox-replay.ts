/**
 * The one send path of the outbox: passes over what waits, one write at a time, in the order
 * they were made, per user; one sender per device (a Web Lock), and never two runs in one tab.
 * No React and no DOM: the service worker replays through this module too.
 */
import type { ApiError } from './api-client';
import { db, type OutboxItem } from './db';
import { tidyOutbox } from './outbox-hygiene';
import { claim, mustWait, type PassMode } from './outbox-lease';
import { ANON, isVisibleTo, replayOrder } from './outbox-policy';
import { sendItem } from './outbox-send';
import { getTabUser, senderUser, setTabUser } from './outbox-user';

const LOCK_NAME = 'club-outbox-replay';
/** How long a forced run waits for another tab's (or the worker's) run before leaving the work to it. */
export const LOCK_WAIT_MS = 10_000;

/** Writes whose submit() is waiting: their 4xx goes to the form, not to a toast. */
export const awaited = new Map<string, ApiError | null>();

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** One pass over what waits; true when something left the queue (new writes may have come meanwhile). */
async function runPass(mode: PassMode): Promise<boolean> {
  if (isOffline()) return false;
  // The user is read each pass, not once per tab: another tab may have signed in as someone else since.
  const [user, found] = await Promise.all([senderUser(), db.outbox.where('status').anyOf('pending', 'sending').toArray()]);
  const open = found.sort((a, b) => replayOrder(a) - replayOrder(b));
  const queues = new Map<string, OutboxItem[]>();
  for (const item of open) if (isVisibleTo(item, user)) queues.set(item.userKey, [...(queues.get(item.userKey) ?? []), item]);
  let progressed = false;
  for (const queue of queues.values()) {
    for (const item of queue) {
      if (isOffline()) return false; // the browser lost its connection during the pass
      // Another sender holds it, or its backoff is not over: keep order, wait for the first one.
      if (mustWait(item, mode)) break;
      // The row as it is now: a Discard since this pass read it wins, and so does another sender.
      const claimed = await claim(item.id, mode);
      if (claimed === 'gone') continue;
      if (claimed === 'busy') break;
      const outcome = await sendItem(claimed, awaited);
      if (outcome === 'offline') return false;
      if (outcome === 'wait') break;
      progressed = true;
    }
  }
  return progressed;
}

async function runPasses(force: boolean, exclusive: boolean): Promise<void> {
  let progressed = await runPass({ force, exclusive });
  while (progressed) progressed = await runPass({ force: false, exclusive });
}

/** A signal that aborts after `ms` (AbortSignal.timeout is missing on older phones' browsers). */
function abortAfter(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out waiting for the lock', 'TimeoutError')), ms);
  return controller.signal;
}

const isAbort = (err: unknown) => err instanceof DOMException && (err.name === 'AbortError' || err.name === 'TimeoutError');

/**
 * One sender per device. A forced run (a new write, Retry, back online, Background Sync) waits
 * for the lock at most LOCK_WAIT_MS: the holder is sending (perhaps a large photo on a slow line)
 * and sends what it finds after each delivery; a run that is not forced skips at once.
 */
async function runExclusive(force: boolean): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return runPasses(force, false);
  const options: LockOptions = force ? { signal: abortAfter(LOCK_WAIT_MS) } : { ifAvailable: true };
  try {
    await locks.request(LOCK_NAME, options, async (lock) => {
      // Holding the lock, this is the only sender: a claim left by a page that is gone is taken over.
      if (lock) await runPasses(force, true);
    });
  } catch (err) {
    if (!isAbort(err)) throw err;
  }
}

let running: Promise<void> | null = null;
let again = false;
let againForce = false;
let afterReplay: (() => void) | null = null;

/** Called after every replay run (the backoff timer of outbox-triggers.ts). */
export function setAfterReplay(callback: (() => void) | null): void {
  afterReplay = callback;
}

/** Sends what waits, in order per user, one at a time; never two runs at once. */
export function replay(options: { force?: boolean } = {}): Promise<void> {
  if (running) {
    again = true;
    againForce ||= !!options.force;
    return running;
  }
  running = (async () => {
    let force = !!options.force;
    try {
      do {
        again = false;
        await runExclusive(force);
        force = againForce;
        againForce = false;
      } while (again);
    } finally {
      running = null;
      // Housekeeping only: if it fails, the next replay tidies.
      await tidyOutbox(await senderUser()).catch(() => undefined);
      afterReplay?.();
    }
  })();
  return running;
}

/** Who is signed in ('anon' when nobody): new writes carry it, and replay sends only theirs and anonymous ones. */
export function setOutboxUser(key: string | number | null | undefined): void {
  if (setTabUser(key == null ? ANON : String(key))) void replay();
}

/** How many writes of the signed-in user (and anonymous ones) still wait. */
export function waitingCount(): Promise<number> {
  return db.outbox
    .where('status')
    .anyOf('pending', 'sending')
    .filter((i) => isVisibleTo(i, getTabUser()))
    .count();
}

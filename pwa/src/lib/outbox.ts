/**
 * The outbox: every write a visitor or member makes is stored in Dexie first, then sent with its
 * id as the Idempotency-Key, so a write is never lost offline and the server applies it once.
 * There is one send path, `replay()`; `submit()` stores a write and runs it at once when online.
 * No React and no DOM here: the service worker replays through this module too (Background
 * Sync with no page open). The triggers live in outbox-triggers.ts, the hook in use-outbox.ts.
 */
import type { ApiError } from './api-client';
import { getClientId } from './client-id';
import { storableBody } from './outbox-body';
import { db, type OutboxItem } from './db';
import { ANON, isVisibleTo } from './outbox-policy';
import { sendItem } from './outbox-send';

export { backoffMs, isVisibleTo } from './outbox-policy';
export { notifyOutboxFailure, onOutboxFailure, onOutboxUnauthorized, type FailureListener } from './outbox-listeners';

export interface Write {
  method: OutboxItem['method'];
  url: string;
  body?: unknown;
  /** i18n key shown in the Sync panel and in failure toasts, e.g. 'offline:writes.contact'. */
  label: string;
  labelValues?: Record<string, string>;
}
export type SubmitResult = { state: 'sent'; response: unknown } | { state: 'queued' };

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCK_NAME = 'club-outbox-replay';

let userKey = ANON;
const userListeners = new Set<() => void>();
/** Items whose submit() is waiting: their 4xx goes to the form, not to a toast. */
const awaited = new Map<string, ApiError | null>();

/** Who is signed in ('anon' when nobody): new writes carry it, and replay sends only theirs and anonymous ones. */
export function setOutboxUser(key: string | number | null | undefined): void {
  const next = key == null ? ANON : String(key);
  if (next === userKey) return;
  userKey = next;
  for (const l of userListeners) l();
  void replay();
}
export const getOutboxUser = (): string => userKey;
export function subscribeOutboxUser(listener: () => void): () => void {
  userListeners.add(listener);
  return () => void userListeners.delete(listener);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** One pass over what waits; true when something left the queue (new writes may have come meanwhile). */
async function runPass(force: boolean): Promise<boolean> {
  if (isOffline()) return false;
  const now = Date.now();
  const open = await db.outbox.where('status').anyOf('pending', 'sending').sortBy('createdAt');
  const queues = new Map<string, OutboxItem[]>();
  for (const item of open) if (isVisibleTo(item, userKey)) queues.set(item.userKey, [...(queues.get(item.userKey) ?? []), item]);
  let progressed = false;
  for (const queue of queues.values()) {
    for (const item of queue) {
      if (item.status === 'sending' && item.nextAttemptAt > now) break; // another tab or the worker holds it
      if (!force && item.nextAttemptAt > now) break; // keep order: wait for the first one
      const outcome = await sendItem(item, awaited);
      if (outcome === 'offline') return false;
      if (outcome === 'wait') break;
      progressed = true;
    }
  }
  return progressed;
}

async function runPasses(force: boolean): Promise<void> {
  let progressed = await runPass(force);
  while (progressed) progressed = await runPass(false);
}

/** One sender per device: a forced run (a new write, Retry, back online) waits for another tab or the worker; others skip. */
async function runExclusive(force: boolean): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return runPasses(force);
  await locks.request(LOCK_NAME, { ifAvailable: !force }, async (lock) => {
    if (lock) await runPasses(force);
  });
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
      await prune();
      afterReplay?.();
    }
  })();
  return running;
}

/** Stores a write, then sends it at once when online. A 4xx rejects with the ApiError. */
export async function submit(write: Write): Promise<SubmitResult> {
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    ...write,
    body: await storableBody(write.body),
    createdAt: Date.now(),
    attempts: 0,
    lastError: null,
    status: 'pending',
    userKey,
    clientId: getClientId(),
    nextAttemptAt: 0,
  };
  await db.outbox.add(item);
  if (isOffline()) {
    requestBackgroundSync();
    return { state: 'queued' };
  }
  awaited.set(item.id, null);
  try {
    await replay({ force: true });
    const after = await db.outbox.get(item.id);
    const error = awaited.get(item.id);
    if (after?.status === 'done') return { state: 'sent', response: after.response };
    if (after?.status === 'failed' && error) throw error;
    requestBackgroundSync();
    return { state: 'queued' };
  } finally {
    awaited.delete(item.id);
  }
}

/**
 * Sends a waiting or refused write again. The server keeps its answer to a key for days, so a
 * refused write goes under a new key (it was refused, so it was never applied: no double send).
 */
export async function retry(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || item.status === 'sending' || item.status === 'done') return;
    const reset = { status: 'pending' as const, nextAttemptAt: 0, lastError: null };
    if (item.status === 'pending') return void (await db.outbox.update(id, reset));
    await db.outbox.delete(id);
    await db.outbox.add({ ...item, ...reset, id: crypto.randomUUID() });
  });
  await replay({ force: true });
}

/** Deletes a write that is not on its way right now. */
export async function discard(id: string): Promise<void> {
  await db.outbox.where('id').equals(id).filter((i) => i.status !== 'sending').delete();
}

/** How many writes of the signed-in user (and anonymous ones) still wait. */
export function waitingCount(): Promise<number> {
  return db.outbox.where('status').anyOf('pending', 'sending').filter((i) => isVisibleTo(i, userKey)).count();
}

async function prune(): Promise<void> {
  const cutoff = Date.now() - DAY_MS;
  await db.outbox.where('status').equals('done').filter((i) => (i.doneAt ?? 0) < cutoff).delete();
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((reg) => {
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    return sync?.register('outbox');
  }).catch(() => undefined);
}

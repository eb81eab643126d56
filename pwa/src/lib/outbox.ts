/**
 * The outbox: every write a visitor or member makes is stored in Dexie first, then sent with its
 * id as the Idempotency-Key, so a write is never lost offline and the server applies it once.
 * There is one send path, `replay()`; `submit()` stores a write and runs it at once when online.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { api, ApiError, NetworkError, serverMessage } from './api-client';
import { getClientId } from './client-id';
import { requestBody, storableBody } from './outbox-body';
import { db, type OutboxItem } from './db';
import { reportNetworkFailure, reportNetworkSuccess } from './network';

export interface Write {
  method: OutboxItem['method'];
  url: string;
  body?: unknown;
  /** i18n key shown in the Sync panel and in failure toasts, e.g. 'offline:writes.contact'. */
  label: string;
  labelValues?: Record<string, string>;
}
export type SubmitResult = { state: 'sent'; response: unknown } | { state: 'queued' };
export type FailureListener = (item: OutboxItem, message: string) => void;

const LEASE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;
const LOCK_NAME = 'club-outbox-replay';

let userKey = 'anon';
const failureListeners = new Set<FailureListener>();
/** Items whose submit() is waiting: their 4xx goes to the form, not to a toast. */
const awaited = new Map<string, ApiError | null>();

/** Who is signed in ('anon' when nobody): new writes carry it, and replay sends only theirs and anonymous ones. */
export function setOutboxUser(key: string | number | null | undefined): void {
  const next = key == null ? 'anon' : String(key);
  if (next === userKey) return;
  userKey = next;
  void replay();
}

/** Told when a replayed write is refused (4xx), with the server's message. */
export function onOutboxFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.5 + random() * 0.5));
}

const isRetryable = (err: unknown) =>
  err instanceof NetworkError || (err instanceof ApiError && (err.status >= 500 || err.status === 408 || err.status === 429));

/** Sends one item. Returns false when the run must stop (server or network trouble). */
async function sendItem(item: OutboxItem): Promise<boolean> {
  await db.outbox.update(item.id, { status: 'sending', nextAttemptAt: Date.now() + LEASE_MS });
  try {
    const response = await api(item.url, {
      method: item.method,
      body: requestBody(item.body),
      headers: { 'Idempotency-Key': item.id, 'X-Client-Id': getClientId() },
    });
    reportNetworkSuccess();
    // The body is dropped once delivered: it may hold a password (the Join form) or a photo.
    await db.outbox.update(item.id, { status: 'done', doneAt: Date.now(), lastError: null, response: response ?? null, body: null });
    return true;
  } catch (err) {
    if (err instanceof NetworkError) reportNetworkFailure();
    else reportNetworkSuccess();
    const attempts = item.attempts + 1;
    if (isRetryable(err) || !(err instanceof ApiError)) {
      const lastError = err instanceof NetworkError ? 'network' : (err as Error).message;
      await db.outbox.update(item.id, { status: 'pending', attempts, lastError, nextAttemptAt: Date.now() + backoffMs(attempts) });
      return false;
    }
    const message = serverMessage(err, err.message);
    await db.outbox.update(item.id, { status: 'failed', attempts, lastError: message });
    if (awaited.has(item.id)) awaited.set(item.id, err);
    else for (const l of failureListeners) l({ ...item, status: 'failed', attempts, lastError: message }, message);
    return true;
  }
}

async function runOnce(force: boolean): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const now = Date.now();
  const open = await db.outbox.where('status').anyOf('pending', 'sending').sortBy('createdAt');
  const queues = new Map<string, OutboxItem[]>();
  for (const item of open) {
    if (item.userKey !== userKey && item.userKey !== 'anon') continue;
    queues.set(item.userKey, [...(queues.get(item.userKey) ?? []), item]);
  }
  for (const queue of queues.values()) {
    for (const item of queue) {
      if (item.status === 'sending' && item.nextAttemptAt > now) break; // another tab holds it
      if (!force && item.nextAttemptAt > now) break; // keep order: wait for the first one
      if (!(await sendItem(item))) return;
    }
  }
}

let running: Promise<void> | null = null;
let again = false;
let againForce = false;

async function runExclusive(force: boolean): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return runOnce(force);
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await runOnce(force);
  });
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
      scheduleTimer?.();
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
    nextAttemptAt: 0,
  };
  await db.outbox.add(item);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
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

export async function retry(id: string): Promise<void> {
  await db.outbox.update(id, { status: 'pending', nextAttemptAt: 0, lastError: null });
  await replay({ force: true });
}

export async function discard(id: string): Promise<void> {
  await db.outbox.delete(id);
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

/** The writes the Sync panel shows (everything not yet done) and how many wait to be sent. */
export function useOutbox(): { items: OutboxItem[]; pendingCount: number } {
  const items = useLiveQuery(() => db.outbox.where('status').anyOf('pending', 'sending', 'failed').sortBy('createdAt'), []) ?? [];
  const pendingCount = items.filter((i) => i.status !== 'failed').length;
  return { items, pendingCount };
}

let scheduleTimer: (() => void) | null = null;
let started = false;

/** Wires the replay triggers once: app start, online, visible again, backoff timer, the SW's message. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Wakes up when the earliest backoff (or another tab's lease) ends. Offline, the 'online' event does it.
  scheduleTimer = () => {
    clearTimeout(timer);
    if (navigator.onLine === false) return;
    void db.outbox.where('status').anyOf('pending', 'sending').toArray().then((items) => {
      const now = Date.now();
      const waits = items.filter((i) => (i.userKey === userKey || i.userKey === 'anon') && i.nextAttemptAt > now);
      if (!waits.length) return;
      const next = Math.min(...waits.map((i) => i.nextAttemptAt));
      timer = setTimeout(() => void replay(), Math.max(1_000, next - now));
    });
  };
  window.addEventListener('online', () => void replay({ force: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'REPLAY_OUTBOX') void replay({ force: true });
  });
  void replay();
}

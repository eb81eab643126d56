/**
 * The outbox: every write a visitor or member makes is stored in Dexie first, then sent with its
 * id as the Idempotency-Key, so a write is never lost offline and the server applies it once.
 * There is one send path, `replay()` (outbox-replay.ts); `submitWrite(name, input)` stores a named
 * write (lib/writes.ts) and runs it at once when online (`submit()` underneath, the raw row). No React and no DOM here: the service worker replays through this module too
 * (Background Sync with no page open). The triggers live in outbox-triggers.ts, the hook in
 * use-outbox.ts.
 */
import { ApiError } from './api-client';
import { getClientId } from './client-id';
import { sendTimeoutMs, storableBody } from './outbox-body';
import { db, type OutboxItem } from './db';
import { nextSeq } from './outbox-policy';
import { awaited, LOCK_WAIT_MS, replay } from './outbox-replay';
import { getTabUser, subscribeTabUser } from './outbox-user';
import { requestPersistentStorage } from './persistent-storage';
import { describeWrite, type WriteInput, type WriteName } from './writes';

export { backoffMs, isVisibleTo } from './outbox-policy';
export { notifyOutboxFailure, onOutboxFailure, onOutboxUnauthorized, type FailureListener } from './outbox-listeners';
export { replay, setAfterReplay, setOutboxUser, waitingCount } from './outbox-replay';

export interface Write {
  /** The write's name and metadata (lib/writes.ts); `submitWrite` fills them in. */
  name?: WriteName;
  meta?: unknown;
  method: OutboxItem['method'];
  url: string;
  body?: unknown;
  /** i18n key shown in the Sync panel and in failure toasts, e.g. 'offline:writes.contact'. */
  label: string;
  labelValues?: Record<string, string>;
  /**
   * An image that goes with the write: stored on the device with it, uploaded first when the
   * write is sent (POST /api/upload), then its URL is put in `body[field]` (outbox-send.ts).
   */
  image?: { file: Blob; field: string; name?: string };
}
export type SubmitResult = { state: 'sent'; response: unknown } | { state: 'queued' };

export const getOutboxUser = getTabUser;
export const subscribeOutboxUser = subscribeTabUser;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Stores a write with the next `seq` of the device, taken in the same transaction (tabs and the worker cannot interleave). */
async function store({ image, ...write }: Write): Promise<OutboxItem> {
  const body = await storableBody(write.body);
  const attachment = image && { field: image.field, file: await storableBody(new File([image.file], image.name ?? 'image', { type: image.file.type })) };
  return db.transaction('rw', db.outbox, async () => {
    const [bySeq, byTime] = await Promise.all([db.outbox.orderBy('seq').last(), db.outbox.orderBy('createdAt').last()]);
    const last = Math.max(bySeq?.seq ?? 0, (byTime?.createdAt ?? 0) * 1000);
    const createdAt = Date.now();
    const item: OutboxItem = {
      id: crypto.randomUUID(),
      ...write,
      body,
      ...(attachment && { attachment }),
      createdAt,
      seq: nextSeq(last, createdAt),
      attempts: 0,
      lastError: null,
      status: 'pending',
      userKey: getTabUser(),
      clientId: getClientId(),
      nextAttemptAt: 0,
    };
    await db.outbox.add(item);
    return item;
  });
}

/** Waits for `promise` at most `ms`. */
function within(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

function queued(): SubmitResult {
  requestBackgroundSync();
  // The device now holds something that exists nowhere else: ask the browser not to evict it.
  void requestPersistentStorage();
  return { state: 'queued' };
}

/**
 * Stores a write, then sends it at once when online. Once stored it is queued, whatever the
 * replay meets (a storage or lock error, a long wait for another sender): it rejects only when
 * storing failed or the server refused this very write (4xx, the ApiError), never for a write
 * that is still going to be sent (the form would invite a second, duplicate send).
 */
export async function submit(write: Write): Promise<SubmitResult> {
  const item = await store(write);
  if (isOffline()) return queued();
  awaited.set(item.id, null);
  try {
    // Bounded: the lock wait, then this write's own time limit (an earlier write of this tab may take minutes).
    await within(replay({ force: true }), LOCK_WAIT_MS + sendTimeoutMs(item.body, item.attachment)).catch(() => undefined);
    const refusal = awaited.get(item.id);
    if (refusal instanceof ApiError) throw refusal;
    const after = await db.outbox.get(item.id).catch(() => undefined);
    if (after?.status === 'done') return { state: 'sent', response: after.response };
    return queued();
  } finally {
    awaited.delete(item.id);
  }
}

/**
 * Stores the named write `name` (lib/writes.ts) built from `input`: its method, URL, body, label
 * and metadata, then sends it as `submit()` does. `image`: a picture that goes with it.
 */
export function submitWrite<N extends WriteName>(name: N, input: WriteInput<N>, options: Pick<Write, 'image'> = {}): Promise<SubmitResult> {
  return submit({ ...describeWrite(name, input), ...options });
}

/**
 * Sends a waiting or refused write again. The server keeps its answer to a key for days, so a
 * refused write goes under a new key (it was refused, so it was never applied: no double send).
 * A refused Join whose password was dropped (outbox-hygiene.ts) needs it again: `fill.password`.
 */
export async function retry(id: string, fill: { password?: string } = {}): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || item.status === 'sending' || item.status === 'done' || item.bodyDropped === 'all') return;
    if (item.bodyDropped === 'password' && !fill.password) return;
    const reset = { status: 'pending' as const, nextAttemptAt: 0, lastError: null };
    if (item.status === 'pending') return void (await db.outbox.update(id, reset));
    const { bodyDropped, failedAt: _failedAt, ...kept } = item;
    const body = bodyDropped === 'password' ? { ...(item.body as object), password: fill.password } : item.body;
    await db.outbox.delete(id);
    await db.outbox.add({ ...kept, ...reset, body, id: crypto.randomUUID() });
  });
  await replay({ force: true });
}

/** Deletes a write that is not on its way right now (a queued Join's password goes with it). */
export async function discard(id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .filter((i) => i.status !== 'sending')
    .delete();
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((reg) => {
      const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
      return sync?.register('outbox');
    })
    .catch(() => undefined);
}

/**
 * Who is sending a write right now: a short lease on the row, so that two senders (tabs, the
 * service worker) never send one write at once, a Discard that came first wins, and a tab closed
 * in the middle of a send does not block its queue for long.
 *
 * - claim(): right before sending, in one read-write transaction, the row must still exist and
 *   wait ('pending', or 'sending' under a lease that ran out). A pass reads the queue first and
 *   sends later; whatever happened in between (Discard, another sender) is seen here.
 * - keepLease(): the lease is short and renewed while the request is in flight. A closed tab
 *   stops renewing, so its claim ends within LEASE_MS instead of after the request's whole
 *   time limit (minutes for a large photo).
 * - settle(): the answer is recorded only by the sender still holding the lease.
 * - Under the device's Web Lock (outbox-replay.ts) every sender holds the lock while it sends, so
 *   a claim found by the lock's holder belongs to a sender that is gone (a page reloaded or closed
 *   between its request and the answer's record): it is taken over at once, under the same key
 *   (the server answers a repeat with the answer it kept). Leases are what protect a browser
 *   without Web Locks.
 */
import { db, type OutboxItem } from './db';

export const LEASE_MS = 20_000;
const HEARTBEAT_MS = LEASE_MS / 4;

export interface Claimed {
  item: OutboxItem;
  owner: string;
}
/** 'gone': deleted, delivered or refused since the pass read it (skip it). 'busy': another sender has it, or its backoff is not over (the queue waits). */
export type ClaimResult = Claimed | 'gone' | 'busy';

/**
 * How a pass may treat what it finds. `force`: a write's backoff is not waited for (a new write,
 * Retry, back online). `exclusive`: the pass holds the device's lock, so no other sender is live.
 */
export interface PassMode {
  force: boolean;
  exclusive: boolean;
}

/** Whether `row` must wait: another sender's live claim (unless the lock says there is none), or its backoff. */
export const mustWait = (row: Pick<OutboxItem, 'status' | 'nextAttemptAt'>, { force, exclusive }: PassMode, now = Date.now()): boolean =>
  row.status === 'sending' ? !exclusive && row.nextAttemptAt > now : !force && row.nextAttemptAt > now;

export function claim(id: string, mode: PassMode): Promise<ClaimResult> {
  const owner = crypto.randomUUID();
  return db.transaction('rw', db.outbox, async (): Promise<ClaimResult> => {
    const row = await db.outbox.get(id);
    if (!row || row.status === 'done' || row.status === 'failed') return 'gone';
    const now = Date.now();
    if (mustWait(row, mode, now)) return 'busy';
    const item: OutboxItem = { ...row, status: 'sending', nextAttemptAt: now + LEASE_MS, leaseOwner: owner };
    await db.outbox.put(item);
    return { item, owner };
  });
}

async function renew({ item, owner }: Claimed): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(item.id);
    if (row?.status === 'sending' && row.leaseOwner === owner) await db.outbox.update(item.id, { nextAttemptAt: Date.now() + LEASE_MS });
  });
}

/** Renews the lease until the returned stop() is called (when the answer is in). */
export function keepLease(claimed: Claimed): () => void {
  const timer = setInterval(() => void renew(claimed).catch(() => undefined), HEARTBEAT_MS);
  return () => clearInterval(timer);
}

/** Records a step of the attempt (an image uploaded) while it goes on; false when the lease was lost. */
export function amend({ item, owner }: Claimed, changes: Partial<OutboxItem>): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(item.id);
    if (row?.status !== 'sending' || row.leaseOwner !== owner) return false;
    await db.outbox.update(item.id, changes);
    return true;
  });
}

/**
 * Records what became of the attempt. False when the lease was lost (this tab was frozen and
 * another sender took the write over: its answer is the one recorded) or the row is gone.
 */
export function settle({ item, owner }: Claimed, changes: Partial<OutboxItem>): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(item.id);
    if (!row || row.leaseOwner !== owner) return false;
    await db.outbox.update(item.id, { ...changes, leaseOwner: undefined });
    return true;
  });
}

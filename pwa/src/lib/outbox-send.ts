/**
 * One attempt to deliver one queued write (lib/outbox.ts runs them in order). The item's id is the
 * Idempotency-Key; what the answer means for the write is decided in outbox-policy.ts.
 */
import { api, ApiError, NetworkError, serverMessage } from './api-client';
import { getClientId } from './client-id';
import { db, type OutboxItem } from './db';
import { reportNetworkFailure, reportNetworkSuccess } from './network';
import { requestBody, sendTimeoutMs } from './outbox-body';
import { notifyOutboxFailure, notifyOutboxUnauthorized } from './outbox-listeners';
import { ANON, backoffMs, retryDelayMs } from './outbox-policy';

/** While a write is being sent, other tabs (and the worker) leave it alone this much longer than the attempt may take. */
const LEASE_MARGIN_MS = 30_000;

/** AbortSignal.timeout is missing on some older phones' browsers: then no time limit. */
const timeoutSignal = (ms: number): AbortSignal | undefined => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);

/** What became of one attempt: delivered, refused for good, wait (this user's queue stops), offline (the run stops). */
export type Outcome = 'sent' | 'refused' | 'wait' | 'offline';

/** `awaited`: writes a submit() waits for; their refusal goes to the form (as the ApiError), not to a toast. */
export async function sendItem(item: OutboxItem, awaited: Map<string, ApiError | null>): Promise<Outcome> {
  const timeout = sendTimeoutMs(item.body);
  await db.outbox.update(item.id, { status: 'sending', nextAttemptAt: Date.now() + timeout + LEASE_MARGIN_MS });
  const anonymous = item.userKey === ANON;
  try {
    const response = await api(item.url, {
      method: item.method,
      body: requestBody(item.body),
      // An anonymous write goes as it was made, whoever is signed in now: it is not credited to them,
      // and the server keys it by this device's id, as it did its earlier attempts.
      credentials: anonymous ? 'omit' : 'include',
      headers: { 'Idempotency-Key': item.id, 'X-Client-Id': item.clientId ?? getClientId() },
      // A connection that hangs (patchy mobile data) counts as offline: the write waits and is replayed.
      signal: timeoutSignal(timeout),
    });
    reportNetworkSuccess();
    // The body is dropped once delivered: it may hold a password (the Join form) or a photo.
    await db.outbox.update(item.id, { status: 'done', doneAt: Date.now(), lastError: null, response: response ?? null, body: null });
    return 'sent';
  } catch (err) {
    const attempts = item.attempts + 1;
    if (!(err instanceof ApiError)) {
      if (err instanceof NetworkError) reportNetworkFailure();
      const lastError = err instanceof NetworkError ? 'network' : (err as Error).message;
      await db.outbox.update(item.id, { status: 'pending', attempts, lastError, nextAttemptAt: Date.now() + backoffMs(attempts) });
      return 'offline';
    }
    reportNetworkSuccess();
    const message = serverMessage(err, err.message);
    const waiting = awaited.has(item.id);
    if (err.status === 401 && !anonymous) notifyOutboxUnauthorized();
    const delay = retryDelayMs(err, attempts, { anonymous, awaited: waiting });
    if (delay !== null) {
      // Busy, rate-limited, a server fault, or a session that ended: kept for a later attempt.
      await db.outbox.update(item.id, { status: 'pending', attempts, lastError: message, nextAttemptAt: Date.now() + delay });
      return 'wait';
    }
    await db.outbox.update(item.id, { status: 'failed', attempts, lastError: message });
    if (waiting) awaited.set(item.id, err);
    else notifyOutboxFailure({ ...item, status: 'failed', attempts, lastError: message }, message);
    return 'refused';
  }
}

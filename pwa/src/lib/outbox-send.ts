/**
 * One attempt to deliver one queued write (outbox-replay.ts runs them in order). The item's id is
 * the Idempotency-Key; what the answer means for the write is decided in outbox-policy.ts. The
 * write has been claimed (outbox-lease.ts): its lease is renewed while the request is in flight.
 */
import { uploadsApi } from '@shared/api/uploads';
import { AnswerError, api, ApiError, call, NetworkError, englishServerMessage } from './api-client';
import { getClientId } from './client-id';
import type { OutboxItem } from './db';
import { reportNetworkFailure, reportNetworkSuccess } from './network';
import { requestBody, sendTimeoutMs } from './outbox-body';
import { amend, keepLease, settle, type Claimed } from './outbox-lease';
import { notifyOutboxFailure, notifyOutboxUnauthorized, notifyUploadProgress } from './outbox-listeners';
import { ANON, backoffMs, retryDelayMs } from './outbox-policy';

/** AbortSignal.timeout is missing on some older phones' browsers: then no time limit. */
const timeoutSignal = (ms: number): AbortSignal | undefined => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);

/** The headers every attempt of a write sends, under `key` (the write's id, or its image's). */
const headersOf = (item: OutboxItem, key: string): Record<string, string> => ({
  'Idempotency-Key': key,
  'X-Client-Id': item.clientId ?? getClientId(),
  // The author: if the session is someone else's now, the server refuses before anything runs.
  'X-Expected-User': item.userKey,
});

/**
 * The URL of the write's image: uploaded now, with progress and under a key of its own (a retry
 * after a lost answer gets the same URL back, not a second copy), unless an earlier attempt did.
 * The bytes are dropped once the URL is recorded. Errors are the write's own (ApiError, NetworkError).
 */
async function attachedImageUrl(claimed: Claimed): Promise<string | undefined> {
  const { item } = claimed;
  const attachment = item.attachment;
  if (!attachment) return undefined;
  if (attachment.url) return attachment.url;
  let url: string;
  try {
    // Where a write's image goes first (signed-in-areas.md §7).
    ({ url } = await call(
      uploadsApi.image,
      { body: requestBody(attachment.file) as FormData },
      {
        headers: headersOf(item, `${item.id}-image`),
        signal: timeoutSignal(sendTimeoutMs(attachment.file)),
        onUploadProgress: (percent) => notifyUploadProgress(item.id, percent),
      },
    ));
  } catch (err) {
    // An answer without the image's address is the server's fault: tried again later, like a 502.
    if (err instanceof AnswerError) throw new ApiError(502, 'Bad Gateway', 'The server did not answer with the image URL', undefined);
    throw err;
  } finally {
    notifyUploadProgress(item.id, null);
  }
  await amend(claimed, { attachment: { field: attachment.field, file: null, url } });
  return url;
}

/** The JSON of the write with its image's URL put in. */
const withImage = (body: unknown, field: string | undefined, url: string | undefined): unknown =>
  field && url ? { ...(body as Record<string, unknown>), [field]: url } : body;

/**
 * What became of one attempt: delivered, refused for good, wait (this user's queue stops: a
 * temporary refusal, or another sender took the write over), offline (the run stops).
 */
export type Outcome = 'sent' | 'refused' | 'wait' | 'offline';

/** `awaited`: writes a submit() waits for; their refusal goes to the form (as the ApiError), not to a toast. */
export async function sendItem(claimed: Claimed, awaited: Map<string, ApiError | null>): Promise<Outcome> {
  const { item } = claimed;
  const anonymous = item.userKey === ANON;
  const stopLease = keepLease(claimed);
  const record = async (changes: Partial<OutboxItem>, outcome: Outcome): Promise<Outcome> => {
    stopLease();
    return (await settle(claimed, changes)) ? outcome : 'wait';
  };
  try {
    const imageUrl = await attachedImageUrl(claimed);
    const response = await api(item.url, {
      method: item.method,
      body: withImage(requestBody(item.body), item.attachment?.field, imageUrl),
      // An anonymous write goes as it was made, whoever is signed in now: it is not credited to them,
      // and the server keys it by this device's id, as it did its earlier attempts.
      credentials: anonymous ? 'omit' : 'include',
      headers: headersOf(item, item.id),
      // A connection that hangs (patchy mobile data) counts as offline: the write waits and is replayed.
      signal: timeoutSignal(sendTimeoutMs(item.body)),
    });
    reportNetworkSuccess();
    // The body is dropped once delivered: it may hold a password (the Join form) or a photo.
    // A form waiting for it shows the answer itself; any other delivery is told by the page (outbox-delivered.ts).
    const announced = awaited.has(item.id);
    return await record(
      { status: 'done', doneAt: Date.now(), lastError: null, response: response ?? null, body: null, attachment: undefined, announced },
      'sent',
    );
  } catch (err) {
    const attempts = item.attempts + 1;
    if (!(err instanceof ApiError)) {
      if (err instanceof NetworkError) reportNetworkFailure();
      const lastError = err instanceof NetworkError ? 'network' : (err as Error).message;
      await record({ status: 'pending', attempts, lastError, nextAttemptAt: Date.now() + backoffMs(attempts) }, 'offline');
      return 'offline';
    }
    reportNetworkSuccess();
    // Kept in English (the server's words); the Sync panel and the toast show it in the reader's language.
    const message = englishServerMessage(err, err.message);
    const waiting = awaited.has(item.id);
    if (err.status === 401 && !anonymous) notifyOutboxUnauthorized();
    const delay = retryDelayMs(err, attempts, { anonymous, awaited: waiting });
    if (delay !== null) {
      // Busy, rate-limited, a server fault, or a session that ended or is someone else's: kept for a later attempt.
      return record({ status: 'pending', attempts, lastError: message, nextAttemptAt: Date.now() + delay }, 'wait');
    }
    if ((await record({ status: 'failed', attempts, lastError: message, failedAt: Date.now() }, 'refused')) !== 'refused') return 'wait';
    if (waiting) awaited.set(item.id, err);
    else notifyOutboxFailure({ ...item, status: 'failed', attempts, lastError: message }, message);
    return 'refused';
  } finally {
    stopLease();
  }
}

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { db } from './db';
import { setOutboxUser, submit } from './outbox';
import { installFakeLocks } from './__tests__/fake-web-locks';

/**
 * Once a write is stored, the form is told it is queued (or sent), whatever the replay meets;
 * it is told of a failure only when storing failed or the server refused this write.
 * Otherwise the user sends again and the server gets it twice.
 */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const write = () => ({ method: 'POST' as const, url: '/api/contact', body: { n: 1 }, label: 'contact:outboxLabel' });
const stillWaiting = (ms: number) => new Promise((r) => setTimeout(() => r('still waiting'), ms));

let fetchMock: ReturnType<typeof vi.fn>;
let uninstallLocks: (() => void) | null = null;
beforeEach(async () => {
  await db.outbox.clear();
  setOutboxUser(null);
  fetchMock = vi.fn(async () => json(201, { message: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  uninstallLocks?.();
  uninstallLocks = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outbox.submit once the write is stored', () => {
  it('answers queued when the Web Lock fails', async () => {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('The lock manager is gone', 'InvalidStateError')) },
    });
    uninstallLocks = () => void delete (navigator as { locks?: unknown }).locks;
    await expect(submit(write())).resolves.toEqual({ state: 'queued' });
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending' });
  });

  it('answers queued when IndexedDB fails inside the replay', async () => {
    vi.spyOn(db.outbox, 'where').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    await expect(submit(write())).resolves.toEqual({ state: 'queued' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });

  it('rejects when the write could not be stored, and when the server refused it', async () => {
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('Quota exceeded', 'QuotaExceededError'));
    await expect(submit(write())).rejects.toMatchObject({ name: 'QuotaExceededError' });
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Invalid email', code: 'validation_failed' }));
    await expect(submit(write())).rejects.toBeInstanceOf(ApiError);
  });

  it('waits for another sender at most ~10 s, then leaves the write to it and answers queued', async () => {
    const { locks, uninstall } = installFakeLocks();
    uninstallLocks = uninstall;
    const release = locks.hold('club-outbox-replay'); // another tab is sending (a large photo, say)
    const limits: number[] = [];
    const giveUp = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      limits.push(ms);
      return giveUp.signal;
    });
    const result = submit(write());
    await vi.waitFor(() => expect(locks.requests.some((o) => o.signal)).toBe(true));
    giveUp.abort(new DOMException('Timed out', 'TimeoutError')); // the ~10 s are over
    // The other sender still holds the lock: a submit that waited for it would never answer (the
    // test times out), so no race against a real-time second that a busy machine could lose.
    await expect(result).resolves.toEqual({ state: 'queued' });
    expect(limits.some((ms) => ms > 0 && ms <= 10_000)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    release();
  });

  // Last in the file: the earlier request never answers, so this tab's run never ends.
  it("does not keep the form waiting behind this tab's earlier, hung send: queued after the lock wait and its own time limit", async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined)); // a large photo on a dead line
    void submit(write());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const result = submit({ ...write(), body: { n: 2 } });
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(2));
      vi.advanceTimersByTime(40_000); // 10 s for the lock, 30 s for its own request
      await expect(Promise.race([result, stillWaiting(1_000)])).resolves.toEqual({ state: 'queued' });
    } finally {
      vi.useRealTimers();
    }
  });
});

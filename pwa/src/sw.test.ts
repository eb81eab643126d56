import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './lib/db';
import { setOutboxUser, submit } from './lib/outbox';
import { installFakeLocks, type FakeLockManager } from './lib/__tests__/fake-web-locks';

/**
 * The service worker's Background Sync (sw.ts, loaded here with workbox stubbed out): the sync
 * event stays open while a page's replay is still running, and fails while writes still wait,
 * so that the browser fires it again.
 */
vi.mock('workbox-precaching', () => ({ cleanupOutdatedCaches: () => undefined, createHandlerBoundToURL: () => undefined, precacheAndRoute: () => undefined }));
vi.mock('workbox-routing', () => ({ NavigationRoute: class {}, registerRoute: () => undefined }));
vi.mock('workbox-strategies', () => ({ CacheFirst: class {} }));
vi.mock('workbox-expiration', () => ({ ExpirationPlugin: class {} }));

const LOCK = 'club-outbox-replay';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = { visibilityState: 'visible', postMessage: vi.fn() };

/** Fires a Background Sync event at the worker and returns what it asked the browser to wait for. */
function fireSync(): Promise<unknown> {
  let waitedFor: Promise<unknown> = Promise.resolve('not waited for');
  const event = Object.assign(new Event('sync'), { tag: 'outbox', waitUntil: (p: Promise<unknown>) => void (waitedFor = p) });
  window.dispatchEvent(event);
  return waitedFor;
}
const stateOf = (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 100)),
  ]);

let fetchMock: ReturnType<typeof vi.fn>;
let locks: FakeLockManager;
let uninstall: () => void;
beforeAll(async () => {
  Object.assign(window, { clients: { matchAll: async () => [page] }, __WB_MANIFEST: [] });
  await import('./sw');
});
beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  setOutboxUser(null);
  ({ locks, uninstall } = installFakeLocks());
  fetchMock = vi.fn(async () => json(201, { message: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await submit({ method: 'POST', url: '/api/contact', body: { n: 1 }, label: 'contact:outboxLabel' });
  online.mockReturnValue(true);
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Background Sync in the service worker', () => {
  it("stays open while a page's replay holds the lock, then sends what is left and succeeds", async () => {
    const release = locks.hold(LOCK); // the page is replaying
    const sync = fireSync();
    expect(await stateOf(sync)).toBe('pending');
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'REPLAY_OUTBOX' });
    release();
    await expect(sync).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await db.outbox.toArray())[0].status).toBe('done');
  });

  it('fails (the browser fires it again) when the lock is not free in time and writes still wait', async () => {
    const release = locks.hold(LOCK);
    const giveUp = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(giveUp.signal);
    const sync = fireSync();
    expect(await stateOf(sync)).toBe('pending');
    giveUp.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(sync).rejects.toThrow('still waiting');
    expect(fetchMock).not.toHaveBeenCalled();
    release();
  });
});

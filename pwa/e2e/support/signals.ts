import type { Page } from '@playwright/test';

/**
 * Signals that something would have happened by now, instead of a sleep: a journey that checks
 * that nothing happened (no error, no request, no copy of someone else's data) waits for one of
 * these first, so it cannot pass just because the machine was slow.
 */

let sentinels = 0;

/**
 * Resolves once every console message and page error the page raised before this call has
 * reached the test: the page logs a marker, and the browser reports its console in order.
 */
export async function consoleCaughtUp(page: Page): Promise<void> {
  const marker = `e2e: console caught up ${++sentinels}`;
  const seen = page.waitForEvent('console', (m) => m.text() === marker);
  await page.evaluate((text) => console.info(text), marker);
  await seen;
}

/**
 * Reads rows of the device's database (IndexedDB 'club', pwa/src/lib/db.ts) as they are stored:
 * every row of `store`, or the one under `key`. A database the app has not made yet reads as empty
 * (and is not made by reading it).
 */
function readDevice(page: Page, store: string, key?: string): Promise<unknown[]> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('club');
        open.onupgradeneeded = () => open.transaction!.abort(); // not there yet: leave it to the app
        open.onerror = (e) => {
          e.preventDefault();
          if (open.error?.name === 'AbortError') resolve([]);
          else reject(open.error);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve([]);
          }
          const os = db.transaction(store, 'readonly').objectStore(store);
          const req = key === undefined ? os.getAll() : os.get(key);
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            db.close();
            const found = req.result as unknown;
            resolve(key === undefined ? (found as unknown[]) : found === undefined ? [] : [found]);
          };
        };
      }),
    { store, key },
  );
}

export interface OutboxRow {
  id: string;
  method: string;
  url: string;
  status: string;
  body?: unknown;
}

/** The writes the device holds in its outbox, whatever their state. */
export const outboxRows = (page: Page) => readDevice(page, 'outbox') as Promise<OutboxRow[]>;

/**
 * For whom the device's copy of a mirrored list was fetched ('public', 'member', 'admin'), or null
 * when it holds none, or only the few rows a first visit's page came with (lib/mirror-store.ts keepFewRows).
 */
export async function mirroredListAudience(page: Page, list: string): Promise<string | null> {
  const [row] = (await readDevice(page, 'meta', `list:${list}`)) as Array<{ value?: { audience?: string; few?: boolean } }>;
  return row && !row.value?.few ? (row.value?.audience ?? 'public') : null;
}

/**
 * Opens `path` and stops the page's clock (page.clock) just before the route's code (`chunk`, the
 * route's lazy script) arrives: whatever the route starts with a timer (a toast, then a redirect
 * 500 ms later) waits until the test moves the clock on with `page.clock.runFor(ms)`, however
 * slow the machine. The page must fetch the chunk itself (no service worker controlling it).
 */
export async function openWithClockStopped(page: Page, path: string, chunk: RegExp): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.install();
  const asked = page.waitForRequest(chunk); // fails with the pattern's name if the chunk was renamed
  await page.goto(path, { waitUntil: 'commit' });
  await asked;
  // The page's clock has followed the real one since install(); it now stands a second ahead.
  await page.clock.pauseAt(Date.now() + 1_000);
  release();
}

/**
 * The search index on a phone (issue 27 §3), measured in Chromium (the system's, through
 * Playwright): the space the index takes in IndexedDB once `/search` has synced it, and how long
 * an offline search over it takes to show its results with the CPU slowed 4× (as Lighthouse's
 * mobile profile does). The search waits 300 ms after the last keystroke before it runs; that
 * pause is left out of the figure; it is timed in the page (input event to the first frame after
 * the results came), so the measuring costs the slowed page nothing. Used by `npm run bench:lists`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface OfflineSearch {
  entries: number;
  /** IndexedDB's use grown by syncing the index (navigator.storage.estimate), bytes. */
  indexedDbBytes: number;
  /** Per word: ms from the keystroke to the results shown, the 300 ms pause taken off. */
  searchMs: number[];
}

const PAUSE_MS = 300;

/** Whether the page's result count reads 0 (`zero`) or not (a function, not a string: the page's CSP allows no eval). */
const countIs = (zero: boolean) =>
  ((globalThis as unknown as { document: { querySelector: (s: string) => { textContent: string } | null } }).document
    .querySelector('[data-testid="result-count"]')
    ?.textContent.startsWith('0 ') ?? false) === zero;

/** Whether the page timed the results as shown (a function: the page's CSP allows no eval). */
const shown = () => ((globalThis as unknown as { __shown: number }).__shown ?? 0) > 0;

export async function measureOfflineSearch(base: string, words: string[]): Promise<OfflineSearch> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en' });
    const page = await context.newPage();
    // (page scripts as strings: the Node side has no DOM types)
    const usage = () => page.evaluate<number>('navigator.storage.estimate().then((e) => (e.usageDetails && e.usageDetails.indexedDB) || 0)');
    const inIndexedDb = (body: string) =>
      `new Promise((resolve) => { const open = indexedDB.open('club'); open.onsuccess = () => { const db = open.result; ${body} }; })`;
    const indexCount = () =>
      page.evaluate<number>(
        inIndexedDb(
          "if (!db.objectStoreNames.contains('searchPacks')) { db.close(); return resolve(0); } const r = db.transaction('searchPacks').objectStore('searchPacks').get('index'); r.onsuccess = () => { db.close(); resolve(r.result ? r.result.count : 0); };",
        ),
      );
    // The lists' first pages first (as any visit mirrors them), then the index on its own.
    await page.goto(base + '/');
    await page.waitForLoadState('networkidle');
    const before = await usage();
    const synced = page.waitForResponse((r) => r.url().endsWith('/api/search-index') && r.status() === 200, { timeout: 120_000 });
    await page.goto(base + '/search');
    await synced;
    const whole = (await (await fetch(base + '/api/search-index')).json()) as { entries: unknown[] };
    const started = Date.now();
    while ((await indexCount()) < whole.entries.length && Date.now() - started < 60_000) await page.waitForTimeout(200);
    await page.waitForLoadState('networkidle');
    const after = await usage();

    // Offline, 4× slower CPU: each word typed.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.setOffline(true);
    const box = page.getByRole('searchbox', { name: 'Search', exact: true });
    const searchMs: number[] = [];
    // Timed in the page, so Playwright's polling costs the throttled page nothing: from the input
    // event to the first animation frame after the result count changed from 0.
    await page.evaluate(`(() => {
      const w = window;
      w.__typed = 0; w.__shown = 0;
      document.addEventListener('input', () => { w.__typed = performance.now(); w.__shown = 0; }, true);
      new MutationObserver(() => {
        const count = document.querySelector('[data-testid="result-count"]');
        if (w.__typed && !w.__shown && count && !count.textContent.startsWith('0 ')) requestAnimationFrame(() => { w.__shown = performance.now(); });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    for (const word of words) {
      await box.fill('');
      await page.waitForFunction(countIs, true, { polling: 100 });
      await box.fill(word);
      await page.waitForFunction(shown, undefined, { timeout: 30_000, polling: 100 });
      searchMs.push(Math.round((await page.evaluate<number>('window.__shown - window.__typed')) - PAUSE_MS));
    }
    return { entries: whole.entries.length, indexedDbBytes: after - before, searchMs };
  } finally {
    await browser.close();
  }
}

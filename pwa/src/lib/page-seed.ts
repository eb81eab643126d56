/**
 * The data this page was rendered with on the server (shared/page-seed.ts), so the app's first
 * render matches the HTML it takes over; the mirror stores it as if it had been fetched, with its
 * ETag, so the first refresh is a 304.
 */
import { PAGE_SEED_ID, type PageSeed, type SeededList } from '@shared/page-seed';

export type { PageSeed };

function readDocumentSeed(): PageSeed {
  if (typeof document === 'undefined') return {};
  try {
    const text = document.getElementById(PAGE_SEED_ID)?.textContent;
    return text ? (JSON.parse(text) as PageSeed) : {};
  } catch {
    return {};
  }
}

let seed: PageSeed = readDocumentSeed();

/** The server's renderer: the seed of the page being rendered (renderToString is synchronous). */
export function withPageSeed<T>(next: PageSeed, render: () => T): T {
  const before = seed;
  seed = next;
  try {
    return render();
  } finally {
    seed = before;
  }
}

export function seededList(name: string): SeededList | undefined {
  return seed.lists?.[name];
}

/** The list's seed, once: the mirror stores it, after which the device's copy is the truth. */
export function takeSeededList(name: string): SeededList | undefined {
  const list = seed.lists?.[name];
  if (list && seed.lists) delete seed.lists[name];
  return list;
}

export function seededArticle<T>(id: number | null): T | undefined {
  return id === null ? undefined : (seed.articles?.[String(id)] as T | undefined);
}

/** The site settings the page was rendered with (GET /api/settings's answer), if any. */
export function seededSettings(): unknown {
  return seed.settings;
}

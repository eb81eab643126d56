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

/** Read at first use (no work at import: the shell imports this module on the server's side only). */
let read: PageSeed | undefined;
const current = (): PageSeed => (read ??= readDocumentSeed());

/** The server's renderer: the seed of the page being rendered (renderToString is synchronous). */
export function withPageSeed<T>(next: PageSeed, render: () => T): T {
  const before = read;
  read = next;
  try {
    return render();
  } finally {
    read = before;
  }
}

export function seededList(name: string): SeededList | undefined {
  return current().lists?.[name];
}

/** The list's seed, once: the mirror stores it, after which the device's copy is the truth. */
export function takeSeededList(name: string): SeededList | undefined {
  const { lists } = current();
  const list = lists?.[name];
  if (list && lists) delete lists[name];
  return list;
}

export function seededArticle<T>(id: number | null): T | undefined {
  return id === null ? undefined : (current().articles?.[String(id)] as T | undefined);
}

/** The site settings the page was rendered with (GET /api/settings's answer), if any. */
export function seededSettings(): unknown {
  return current().settings;
}

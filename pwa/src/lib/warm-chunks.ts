/**
 * Asks the service worker to fetch, in the background, the parts of the app it did not precache
 * (chunk-groups.ts) that this person will want offline: their role's area and the public site when
 * they sign in (or start the app signed in), the public site on a return visit, and Bangla when
 * they read in it, pick it, or their browser lists it among its languages. The worker knows each group's files from the build (warm-worker.ts); a
 * file it already holds is not fetched again. Without a service worker this does nothing.
 */
import { isAdminRole, isMemberRole, mayCheckIn } from '@shared/policies/roles';
import { WARM_MESSAGE, type ChunkGroup, type WarmMessage, type WarmReply } from './chunk-groups';

/** The areas a signed-in person opens: their dashboard, and the door if they may run it. */
export function groupsOf(user: { role: string; permissions?: readonly string[] | null } | null): ChunkGroup[] {
  if (!user) return [];
  const groups: ChunkGroup[] = [isAdminRole(user.role) ? 'admin' : isMemberRole(user.role) ? 'member' : 'participant'];
  if (mayCheckIn(user)) groups.push('check-in');
  return groups;
}

/** Whether the browser's languages include Bangla ('bn', 'bn-BD'), first or not. */
export const browserReadsBangla = (languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])): boolean =>
  languages.some((tag) => tag?.toLowerCase().split('-')[0] === 'bn');

/** Groups already asked for on this page: asking once per page is enough. */
const asked = new Map<ChunkGroup, Promise<WarmReply | null>>();

/**
 * Warms the groups once the service worker is active (it registers after the page's first seconds:
 * pwa-register.ts). Resolves with the worker's count of what it holds and what it could not
 * fetch, or null without a service worker.
 */
export function warmChunks(groups: readonly ChunkGroup[]): Promise<WarmReply | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  const fresh = groups.filter((g) => !asked.has(g));
  if (fresh.length > 0) {
    const warming = ask(fresh).catch(() => null);
    for (const g of fresh) asked.set(g, warming);
  }
  return Promise.all(new Set(groups.map((g) => asked.get(g)!))).then((replies) =>
    replies.reduce<WarmReply | null>((sum, r) => (r ? { cached: (sum?.cached ?? 0) + r.cached, failed: (sum?.failed ?? 0) + r.failed } : sum), null),
  );
}

async function ask(groups: ChunkGroup[], files?: string[]): Promise<WarmReply | null> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return null;
  const channel = new MessageChannel();
  const reply = new Promise<WarmReply>((resolve) => (channel.port1.onmessage = (e: MessageEvent<WarmReply>) => resolve(e.data)));
  worker.postMessage({ type: WARM_MESSAGE, groups, ...(files ? { files } : {}) } satisfies WarmMessage, [channel.port2]);
  return reply;
}

/**
 * The app's files this page loaded from the network, by path (`/assets/news-<hash>.js`), from its
 * resource timing.
 */
export function loadedAssets(entries: readonly { name: string }[] = performance.getEntriesByType('resource')): string[] {
  const paths = new Set<string>();
  for (const { name } of entries) {
    try {
      const url = new URL(name);
      if (url.origin === location.origin && url.pathname.startsWith('/assets/')) paths.add(url.pathname);
    } catch {
      // not a URL: skipped
    }
  }
  return [...paths];
}

/**
 * A first visit: the worker precaches the shell and the home page only, and takes the page once it
 * is in (sw.ts). The pages it loaded before then (another public page, Bangla) are named to it, so
 * it keeps them from the browser's cache, and every page seen on a first visit opens offline; what
 * loads after goes through the worker, which keeps it as it passes. Nothing without a service worker.
 */
export function keepWhatThisPageLoads(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => void ask([], loadedAssets()).catch(() => null), { once: true });
}

/** Whether the person asked their browser to spend less data (Chrome's 'Lite mode', a data saver). */
export const savesData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * A return visit (the worker served this page): the rest of the public site is fetched in the
 * background, so every public page opens offline from now on, not only those seen. Not where the
 * browser asks to save data: there each page is kept once seen.
 */
export function keepPublicSiteOnReturn(later: () => Promise<void>): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller || savesData()) return;
  void later().then(() => warmChunks(['public']));
}

/** For the unit tests: forget what was asked. */
export function resetWarmChunks(): void {
  asked.clear();
}

/// <reference lib="webworker" />
/**
 * The service worker's side of the parts it does not precache (the role areas, Bangla:
 * chunk-groups.ts): a hashed file under /assets/ is fetched once and then always served from the
 * cache (its name changes with its content), a page may ask for whole groups ahead of use
 * (warm-chunks.ts) and name the ones it loaded before the worker controlled it, and a new version
 * drops the files of the versions before it.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, CHUNK_GROUP_NAMES, WARM_MESSAGE, type ChunkGroup, type WarmMessage, type WarmReply } from './chunk-groups';

const YEAR = 365 * 24 * 60 * 60;

const isWarmMessage = (data: unknown): data is WarmMessage =>
  typeof data === 'object' && data !== null && (data as WarmMessage).type === WARM_MESSAGE && Array.isArray((data as WarmMessage).groups);

/**
 * Registers the route and the listeners. `groups`: each group's files in this build
 * (`/assets/admin-dashboard-<hash>.js`); `opens`: what each public page's route chunk may open, as
 * indexes into `groups.public` (scripts/vite-chunk-groups.ts PageOpens).
 */
export function cacheChunksWhenUsed(sw: ServiceWorkerGlobalScope, groups: Record<ChunkGroup, string[]>, opens: Record<string, number[]> = {}): void {
  /** The files a public page may open, by its route chunk's path. */
  const opened = (path: string): string[] => (opens[path] ?? []).flatMap((i) => groups.public?.[i] ?? []);
  const strategy = new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: YEAR, purgeOnQuotaError: true }),
      // A public page opened for the first time (its route chunk just kept) brings what it may open: its dialogs work offline too.
      { cacheDidUpdate: async ({ request, event }) => void (await Promise.allSettled(opened(new URL(request.url).pathname).map((url) => keep(event, url)))) },
    ],
  });
  registerRoute(({ url, request }) => url.origin === sw.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET', strategy);

  /** Fetches a file into the cache unless it is there; one fetch per file at a time. */
  const inFlight = new Map<string, Promise<Response>>();
  function keep(event: ExtendableEvent, url: string): Promise<Response> {
    let kept = inFlight.get(url);
    if (!kept) {
      // Low priority: what the page asks for meanwhile goes first.
      kept = strategy.handle({ event, request: new Request(url, { priority: 'low' }) }).finally(() => inFlight.delete(url));
      inFlight.set(url, kept);
    }
    return kept;
  }

  // This build's grouped files: a page may name only these (and the activation below keeps only these).
  const current = new Set(Object.values(groups).flat());

  /**
   * Fetches the groups' files into the cache (a file already there is not fetched again), and the
   * grouped files a page loaded before this worker controlled it (from the browser's HTTP cache).
   */
  async function warm(event: ExtendableEvent, names: ChunkGroup[], files: unknown[] = []): Promise<WarmReply> {
    const loaded = files.filter((f): f is string => typeof f === 'string' && current.has(f));
    // A page seen is kept with what it may open (its dialogs), so they open offline too.
    const urls = [...new Set([...names.filter((g) => CHUNK_GROUP_NAMES.includes(g)).flatMap((g) => groups[g] ?? []), ...loaded, ...loaded.flatMap(opened)])];
    const results = await Promise.allSettled(urls.map((url) => keep(event, url)));
    const failed = results.filter((r) => r.status === 'rejected' || !r.value.ok).length;
    return { cached: urls.length - failed, failed };
  }

  sw.addEventListener('message', (event) => {
    if (!isWarmMessage(event.data)) return;
    const done = warm(event, event.data.groups, Array.isArray(event.data.files) ? event.data.files : []);
    event.waitUntil(done);
    void done.then((reply) => event.ports[0]?.postMessage(reply));
  });

  // The files of earlier versions (their names are not in this build's groups) go.
  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(ASSETS_CACHE).then(async (cache) => {
        for (const request of await cache.keys()) if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
      }),
    );
  });
}

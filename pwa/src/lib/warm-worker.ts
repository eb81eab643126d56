/// <reference lib="webworker" />
/**
 * The service worker's side of the parts it does not precache (the role areas, Bangla:
 * chunk-groups.ts): a hashed file under /assets/ is fetched once and then always served from the
 * cache (its name changes with its content), a page may ask for whole groups ahead of use
 * (warm-chunks.ts), and a new version drops the files of the versions before it.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, CHUNK_GROUP_NAMES, WARM_MESSAGE, type ChunkGroup, type WarmMessage, type WarmReply } from './chunk-groups';

const YEAR = 365 * 24 * 60 * 60;

const isWarmMessage = (data: unknown): data is WarmMessage =>
  typeof data === 'object' && data !== null && (data as WarmMessage).type === WARM_MESSAGE && Array.isArray((data as WarmMessage).groups);

/** Registers the route and the listeners. `groups`: each group's files in this build (`/assets/admin-dashboard-<hash>.js`). */
export function cacheChunksWhenUsed(sw: ServiceWorkerGlobalScope, groups: Record<ChunkGroup, string[]>): void {
  const strategy = new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: YEAR, purgeOnQuotaError: true })],
  });
  registerRoute(({ url, request }) => url.origin === sw.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET', strategy);

  /** Fetches the groups' files into the cache (a file already there is not fetched again). */
  async function warm(event: ExtendableEvent, names: ChunkGroup[]): Promise<WarmReply> {
    const urls = [...new Set(names.filter((g) => CHUNK_GROUP_NAMES.includes(g)).flatMap((g) => groups[g] ?? []))];
    const results = await Promise.allSettled(urls.map((url) => strategy.handle({ event, request: new Request(url) })));
    const failed = results.filter((r) => r.status === 'rejected' || !r.value.ok).length;
    return { cached: urls.length - failed, failed };
  }

  sw.addEventListener('message', (event) => {
    if (!isWarmMessage(event.data)) return;
    const done = warm(event, event.data.groups);
    event.waitUntil(done);
    void done.then((reply) => event.ports[0]?.postMessage(reply));
  });

  // The files of earlier versions (their names are not in this build's groups) go.
  const current = new Set(Object.values(groups).flat());
  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(ASSETS_CACHE).then(async (cache) => {
        for (const request of await cache.keys()) if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
      }),
    );
  });
}

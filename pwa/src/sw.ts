/// <reference lib="webworker" />
/**
 * The service worker: precache the app shell, serve client routes from the cached index.html,
 * cache uploaded images and fonts. API responses are never cached here: Dexie is the data cache.
 * Queued writes are replayed by the page (one code path); Background Sync only wakes it up.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event, which the DOM lib does not type. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

const THIRTY_DAYS = 30 * 24 * 60 * 60;

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'font' || /\.(woff2?|ttf|otf)$/i.test(url.pathname),
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function askPagesToReplay(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'REPLAY_OUTBOX' });
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'outbox') sync.waitUntil(askPagesToReplay());
});

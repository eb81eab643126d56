/// <reference lib="webworker" />
/**
 * The service worker: precache the public site (the shell and its pages' chunks), serve client
 * routes from the cached index.html, cache the role areas and Bangla when first used or asked
 * for at sign-in (lib/warm-worker.ts), cache uploaded images and fonts. API responses are never cached here: Dexie is the data cache.
 * Background Sync: the worker replays the outbox itself through the same module (lib/outbox.ts),
 * and asks a visible page to replay too (it shows the toasts). A push shows its notification, and
 * a tap opens its page (lib/push-worker.ts).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { db } from './lib/db';
// Not lib/outbox.ts: storing new writes (and the contract's named writes) is the pages' business.
import { FAILED_MESSAGE, onOutboxFailure, REPLAY_MESSAGE, type FailedMessage } from './lib/outbox-listeners';
import { replay, setOutboxUser, waitingCount } from './lib/outbox-replay';
import { openFromNotification, showPush } from './lib/push-worker';
import { receiveShare, SHARE_TARGET_PATH } from './lib/shared-picture';
import { cacheChunksWhenUsed } from './lib/warm-worker';
import type { ChunkGroup } from './lib/chunk-groups';

declare const self: ServiceWorkerGlobalScope;
/** Each group's files in this build, from the build (vite.config.ts, scripts/vite-chunk-groups.ts); none in the unit tests. */
declare const __CHUNK_GROUPS__: Record<ChunkGroup, string[]> | undefined;
/** What each public page may open (scripts/vite-chunk-groups.ts PageOpens); none in the unit tests. */
declare const __PAGE_OPENS__: Record<string, number[]> | undefined;

/** Background Sync's event, which the DOM lib does not type. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route, `/` too, gets the empty shell from here. The pre-rendered home page
// (home.html) is for a first visit, from the server: once this worker serves the app, the scripts
// are on the phone and the page renders at once, with what the phone knows from the last visit
// (the notice strip's height, the site's settings) from its first frame, which the HTML cannot.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

// A picture shared into the installed app (lib/shared-picture.ts), offline too.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  ({ request }) => receiveShare(request, self.location.origin),
  'POST',
);

const THIRTY_DAYS = 30 * 24 * 60 * 60;

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true })],
  }),
);

// The app's own pictures the precache leaves out (a member without a photo: vite.config.ts NOT_PRECACHED), kept when first shown.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && url.pathname === '/placeholder-avatar.png', // lib/member-display.ts PLACEHOLDER_AVATAR
  new CacheFirst({ cacheName: 'app-pictures', plugins: [new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true })] }),
);

// Hashed files the precache leaves out (the role areas, Bangla's texts and font): cache first.
cacheChunksWhenUsed(
  self,
  typeof __CHUNK_GROUPS__ === 'undefined' ? ({} as Record<ChunkGroup, string[]>) : __CHUNK_GROUPS__,
  typeof __PAGE_OPENS__ === 'undefined' ? {} : __PAGE_OPENS__,
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

// The first visit's page (and its other tabs) is served from here once the precache is in: the
// public pages it opens next are kept as they load (the precache holds the shell and the home page
// only: lib/warm-worker.ts), and what it loaded before is named by the page (lib/warm-chunks.ts).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const pages = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

// A write refused while the worker replayed: the pages show it as a toast when they can.
onOutboxFailure((item, message) => {
  void pages().then((list) => {
    for (const page of list) page.postMessage({ type: FAILED_MESSAGE, item, message } satisfies FailedMessage);
  });
});

/**
 * Background Sync: the event stays open until the queue is really sent. A visible page is asked
 * to replay too (it shows refusals as toasts at once), and its replay may already be running:
 * the worker then waits for the Web Lock (at most ~10 s, lib/outbox-replay.ts) and sends what is
 * left. Resolving earlier would tell the browser the writes went while a page may still be
 * sending them, or be closed before it does; rejecting makes the browser fire the sync again.
 */
async function replayOutbox(): Promise<void> {
  for (const page of await pages()) if (page.visibilityState === 'visible') page.postMessage({ type: REPLAY_MESSAGE });
  // The user the app last confirmed (lib/auth.tsx keeps it): only their writes and anonymous ones go.
  const me = (await db.me.get('currentUser'))?.value as { id?: number } | undefined;
  setOutboxUser(me?.id ?? null);
  await replay({ force: true });
  if ((await waitingCount()) > 0) throw new Error('Queued writes are still waiting');
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'outbox') sync.waitUntil(replayOutbox());
});

// Push to the installed app (issue 26): the notification, the badge, and the page a tap opens.
self.addEventListener('push', (event) => event.waitUntil(showPush(self, event.data)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openFromNotification(self, event.notification)));

/**
 * Start-up wiring of the installable app that is not UI: the outbox's replay triggers, the
 * browser's install offer, when the service worker registers, update checks of it, persistent
 * storage, and Bangla kept for offline where the browser reads it.
 * The header and banner pieces are registered in components/offline/offline.slots.tsx.
 */
import { useSyncExternalStore } from 'react';
import { FIRST_SECONDS_MS, pastFirstSeconds } from './first-seconds';
import { requestPersistentStorage } from './persistent-storage';
import { browserReadsBangla, keepPublicSiteOnReturn, keepWhatThisPageLoads, warmChunks } from './warm-chunks';

/** Chromium's install offer (not in the DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installEvent: InstallPromptEvent | null = null;
const installListeners = new Set<() => void>();
const emitInstall = () => installListeners.forEach((l) => l());

export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (l) => {
      installListeners.add(l);
      return () => installListeners.delete(l);
    },
    () => installEvent,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<boolean> {
  const event = installEvent;
  if (!event) return false;
  installEvent = null;
  emitInstall();
  await event.prompt();
  const choice = await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
  return choice.outcome === 'accepted';
}

/** How long an idle moment is waited for before the work starts anyway (a phone always busy). */
const IDLE_TIMEOUT_MS = 3000;
export { FIRST_SECONDS_MS };

/**
 * Resolves once the page has loaded, its first seconds (FIRST_SECONDS_MS) are over, and then the
 * browser is idle (or IDLE_TIMEOUT_MS later where it never is, or has no requestIdleCallback): the
 * service worker registers then, so neither its registration nor its precache competes with what
 * the page itself needs before it can be used (issue 28: out of the first 3 seconds' main thread).
 */
export function afterFirstSeconds(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  const firstSeconds = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, FIRST_SECONDS_MS - performance.now())));
  return Promise.all([loaded, firstSeconds]).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(resolve, IDLE_TIMEOUT_MS);
      }),
  );
}

let watched: ServiceWorkerRegistration | null = null;
/** Checks for a new version when the window gets focus or becomes visible again. */
export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  if (watched) {
    watched = registration;
    return;
  }
  watched = registration;
  const check = () => {
    if (navigator.onLine === false || !watched) return;
    watched.update().catch(() => undefined);
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

let started = false;
export function startPwa(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we offer our own 'Install app' button
    installEvent = event as InstallPromptEvent;
    emitInstall();
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    emitInstall();
    void requestPersistentStorage();
  });
  // The outbox's triggers (and its first replay) open the database: after a first visit's first seconds.
  // A page whose forms write has its files (api/src/static/writes-preload.ts); another tries again once back online.
  const startTriggers = (): Promise<void> =>
    import('./outbox-triggers').then(
      (m) => m.startOutbox(),
      () => addEventListener('online', startTriggers, { once: true }),
    );
  void pastFirstSeconds().then(startTriggers);
  // A browser that lists Bangla among its languages keeps it for offline (not precached: warm-chunks.ts).
  if (browserReadsBangla()) void warmChunks(['bn']);
  // The public site beyond the home page: the pages seen on a first visit, all of them from a return visit on.
  keepWhatThisPageLoads();
  keepPublicSiteOnReturn(afterFirstSeconds);
}

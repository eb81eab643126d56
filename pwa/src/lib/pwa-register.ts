/**
 * Start-up wiring of the installable app that is not UI: the outbox's replay triggers, the
 * browser's install offer, update checks of the service worker and persistent storage.
 * The header and banner pieces are registered in components/offline/offline.slots.tsx.
 */
import { useSyncExternalStore } from 'react';
import { startOutbox } from './outbox-triggers';
import { requestPersistentStorage } from './persistent-storage';

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
  startOutbox();
}

/// <reference types="vite-plugin-pwa/client" />
import { useSyncExternalStore } from 'react';
import { afterFirstSeconds, watchForUpdates } from '@/lib/pwa-register';
import { hasDirtyForms } from './dirty-forms';

/**
 * The service worker's registration, once per page whatever is on screen (offline.slots.tsx starts
 * it): after the page's first 3 seconds, once loaded and idle (lib/pwa-register.ts). It used to
 * start from the update strip's component, and a page that left the strip's layout before then
 * (a dashboard, reached by a redirect) never registered it. The strip (update-prompt.tsx) reads
 * what it says here.
 */
interface WorkerState {
  /** A new version is waiting. */
  needRefresh: boolean;
  /** A new worker took control (Reload pressed in another tab) while a form here has input. */
  controlled: boolean;
}

const FALLBACK_RELOAD_MS = 4000;
let state: WorkerState = { needRefresh: false, controlled: false };
const listeners = new Set<() => void>();
const set = (next: Partial<WorkerState>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
/** True once the user chose to reload: only then may the page reload itself. */
let reloadChosen = false;
let started = false;

export function registerWorkerLater(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void afterFirstSeconds()
    .then(() => import('virtual:pwa-register'))
    .then(({ registerSW }) => {
      update = registerSW({
        onNeedRefresh: () => set({ needRefresh: true }),
        onRegisteredSW(_url, registration) {
          if (registration) watchForUpdates(registration);
        },
        // Never reloads by itself while a form here has input: the strip offers it instead.
        onNeedReload() {
          if (reloadChosen || !hasDirtyForms()) window.location.reload();
          else set({ controlled: true });
        },
      });
    });
}

export function useWorkerState(): WorkerState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** 'Reload': the waiting version takes over and the page reloads. */
export function reloadForUpdate(): void {
  reloadChosen = true;
  if (state.controlled) {
    window.location.reload();
    return;
  }
  void update?.(true);
  // If no worker was waiting any more, nothing would take control: reload anyway.
  setTimeout(() => window.location.reload(), FALLBACK_RELOAD_MS);
}

/** 'Later'. */
export const dismissUpdate = (): void => set({ needRefresh: false });

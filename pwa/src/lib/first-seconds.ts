/**
 * A first visit's first seconds belong to the page (issue 28): a page the server rendered (its
 * data in the HTML: `#root[data-prerendered]`) loads the database layer (Dexie, the outbox, the
 * device's copies) only once FIRST_SECONDS_MS have passed since the navigation began, and the
 * service worker registers after that too (pwa-register.ts). A page the app renders from its
 * shell (a return visit, offline) reads the device at once: there the gate is open from the start.
 */
import type { ClubDatabase } from './db';

export const FIRST_SECONDS_MS = 3000;

/** Whether this page arrived as the server's HTML (read once, before the app replaces anything). */
const serverRendered = typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute('data-prerendered');

let gate: Promise<void> | null = null;

/** Resolves once the first seconds of a server-rendered page are over; at once on any other. */
export function pastFirstSeconds(): Promise<void> {
  gate ??= serverRendered ? new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, FIRST_SECONDS_MS - performance.now()))) : Promise.resolve();
  return gate;
}

/** Whether the device's copies wait (a server-rendered page in its first seconds): the page has the server's data meanwhile. */
export const isServerRendered = (): boolean => serverRendered;

/** The database, once past the first seconds. */
export const laterDb = (): Promise<ClubDatabase> => pastFirstSeconds().then(() => import('./db').then((m) => m.db));

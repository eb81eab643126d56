/**
 * A first visit's first seconds belong to the page (issue 28): a page the server rendered (its
 * data in the HTML: `#root[data-prerendered]`) loads the database layer (Dexie, the outbox, the
 * device's copies) only once FIRST_SECONDS_MS have passed since the navigation began, and the
 * service worker registers after that too (pwa-register.ts). A page the app renders from its
 * shell (a return visit, offline) reads the device at once: there the gate is open from the start.
 * A person who touches, types or moves into a field before then opens it at once: what they do
 * next may need the device (a write, the Sync panel). A page whose forms write names the outbox's
 * files in its HTML (api/src/static/writes-preload.ts), so they are there even offline.
 */
import type { ClubDatabase } from './db';

export const FIRST_SECONDS_MS = 3000;

/** Whether this page arrived as the server's HTML (read once, before the app replaces anything). */
const serverRendered = typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute('data-prerendered');

let gate: Promise<void> | null = null;

/** Resolves once the first seconds of a server-rendered page are over; at once on any other. */
export function pastFirstSeconds(): Promise<void> {
  gate ??= serverRendered ? firstSecondsOrInput() : Promise.resolve();
  return gate;
}

/** Resolves FIRST_SECONDS_MS after the navigation began, or at the first touch, key or focus (each listener goes once; a settled promise ignores the rest). */
const firstSecondsOrInput = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, FIRST_SECONDS_MS - performance.now());
    for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
  });

/** Whether the device's copies wait (a server-rendered page in its first seconds): the page has the server's data meanwhile. */
export const isServerRendered = (): boolean => serverRendered;

/** The database, once past the first seconds, opened, each caller in a task of its own (db.ts dbInTurn). */
export const laterDb = (): Promise<ClubDatabase> => pastFirstSeconds().then(() => import('./db').then((m) => m.dbInTurn()));

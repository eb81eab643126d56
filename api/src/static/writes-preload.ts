import fs from 'node:fs';
import path from 'node:path';
import { LATER_FILES_ID } from '../../../shared/page-seed';

/** The build's list of the outbox's chunks (scripts/vite-preload-route.ts listChunksOf). */
const LIST_FILE = path.join('.vite', 'preload-writes.json');

/**
 * The pages whose own forms or buttons write through the outbox: Contact, Join, and the event
 * cards' and event page's RSVP (home, events, an event).
 */
export const WRITING_PAGES: ReadonlySet<string> = new Set(['contact', 'join', 'home', 'events', 'event']);

const found = new Map<string, string>();

/**
 * The outbox's chunks (read once per build folder) as `<link rel="prefetch">`s in a template, for a
 * page that writes: its start script puts them in the head once the app has taken the page over
 * and the browser is idle (scripts/vite-prerender-pages.ts). On a first visit the app runs the
 * outbox only after the page's first seconds or when a write is made (pwa/src/lib/first-seconds.ts);
 * fetched before then, its files are in the browser's cache, so a message sent offline before the
 * service worker was installed is still kept. In the HTML itself they held back the page's first
 * paint (Lighthouse on a Bangla /contact: largest paint 1.7 to 2.4 s). Empty when the build has no list.
 */
export function writesPreload(distDir: string): string {
  const known = found.get(distDir);
  if (known !== undefined) return known;
  let files: unknown = [];
  try {
    files = JSON.parse(fs.readFileSync(path.join(distDir, LIST_FILE), 'utf8'));
  } catch {
    /* no build, or an older one: nothing to name */
  }
  const hrefs = Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f)) : [];
  const links = hrefs.length
    ? `<template id="${LATER_FILES_ID}">${hrefs.map((href) => `<link rel="prefetch" crossorigin href="${href}" />`).join('')}</template>`
    : '';
  found.set(distDir, links);
  return links;
}

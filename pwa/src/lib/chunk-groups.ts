/**
 * The parts of the app that are not precached, by name (the build reads each group's files off
 * its bundle: scripts/vite-chunk-groups.ts), and the message a page sends the service worker to
 * fetch groups into its cache ahead of use (warm-chunks.ts, warm-worker.ts). No DOM, no worker
 * types: the build, the page and the worker import it.
 */
export const CHUNK_GROUP_NAMES = ['admin', 'member', 'participant', 'check-in', 'bn', 'mail-links', 'public'] as const;
export type ChunkGroup = (typeof CHUNK_GROUP_NAMES)[number];

export const WARM_MESSAGE = 'WARM_CHUNKS';
export interface WarmMessage {
  type: typeof WARM_MESSAGE;
  groups: ChunkGroup[];
  /**
   * Files of the groups this page loaded before the worker controlled it (`/assets/news-<hash>.js`),
   * read off the page's resource timing: the worker keeps them too (from the browser's HTTP cache),
   * so a page seen on a first visit opens offline.
   */
  files?: string[];
}
/** The worker's answer, on the message's port: how many files are in its cache now, and how many it could not fetch. */
export interface WarmReply {
  cached: number;
  failed: number;
}

/** The service worker's cache of the hashed files it did not precache. */
export const ASSETS_CACHE = 'assets';

/**
 * The data a page is rendered with on the server (api/src/static/render-page.ts) and that the
 * app's first render reads back (pwa/src/lib/page-seed.ts), so the two agree before IndexedDB or
 * the network has answered. It travels in `<script type="application/json" id="page-seed">`:
 * data, not a script, so the Content-Security-Policy allows it.
 */
export interface PageSeed {
  /** Mirrored lists, as their GET answered: the items and the ETag (a paged list: its first page's, the next page's cursor, the list's version and the ETag a `?since=` it answers with). */
  lists?: Partial<Record<string, SeededList>>;
  /** Single news articles by id, as GET /api/news/:id answers. */
  articles?: Record<string, unknown>;
  /** GET /api/settings's answer: the site's name, contact details and links the page shows. */
  settings?: unknown;
}

/**
 * A list as the page was rendered with it. A whole first page (`/news`, `/projects`) is stored by
 * the mirror as fetched, with its ETag; a `partial` one (the few rows the home page's blocks show,
 * the one event of an event's page) is only shown until the device holds the list.
 */
export interface SeededList {
  items: unknown[];
  etag: string | null;
  nextCursor?: string | null;
  version?: number;
  versionEtag?: string;
  partial?: boolean;
  /** The part of a paged list this is the first page of (pwa/src/lib/mirror-parts.ts): 'all' when unsaid. */
  part?: string;
}

/**
 * The attribute a pre-rendered or server-rendered page's root carries until the app has taken it
 * over (pwa/src/main.tsx removes it; styles.css and the page's start script hold taps and keys meanwhile).
 */
export const HYDRATING_ATTR = 'data-hydrating';

/** The id of the element that carries the seed. */
export const PAGE_SEED_ID = 'page-seed';
/**
 * A `<template>` of `<link rel="prefetch">`s a server-rendered page may carry (the outbox's files on a
 * page that writes: api/src/static/writes-preload.ts); the page's start script puts them in the head
 * once the app has taken the page over (scripts/vite-prerender-pages.ts), after the first paint's own files.
 */
export const LATER_FILES_ID = 'later-files';

/**
 * A list page's HTML carries the bodies of its first few articles only (issue 27 §3: a body is kept
 * once opened, and the latest few): 24 bodies in two languages made `/news` 200 KB of HTML.
 */
export const SEEDED_BODIES = 3;

type Bodied = { content?: string; contentBn?: string | null; excerpt?: string | null; excerptBn?: string | null };

/**
 * The article without its body, when its card can do without one: it has an excerpt in each
 * language it has a body in (else the card shows the body's first words, and keeps it). Its read
 * time is then `estimatedReadTime` (pwa/src/features/news/news-text.ts).
 */
export function withoutBody<T extends Bodied>(article: T): T {
  const hasExcerpt = (excerpt: string | null | undefined) => !!excerpt?.trim();
  if (!hasExcerpt(article.excerpt) || (article.contentBn?.trim() && !hasExcerpt(article.excerptBn))) return article;
  const { content: _content, contentBn: _contentBn, ...rest } = article;
  return rest as T;
}

/** Whether a stored article has its body (a list page's seed leaves it out past the first few). */
export const hasBody = (article: { content?: string }): boolean => typeof article.content === 'string';

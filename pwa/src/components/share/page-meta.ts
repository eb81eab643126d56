/**
 * A page's title and social-preview tags (Open Graph, Twitter card, meta description): set while
 * the page is shown, and put back exactly as they were when it is left.
 */
import { useEffect } from 'react';

/** A description in a social preview: the first 150 characters and an ellipsis (public-site.md §9). */
export const META_DESCRIPTION_CHARS = 150;

export interface MetaTag {
  /** Open Graph tags use `property`; Twitter cards and the description use `name`. */
  attr: 'property' | 'name';
  key: string;
  content: string;
}

/** The site's own title and description (site settings): on pages without their own, and put back on leaving one. */
let siteDefaults: { title: string; description: string | null } | null = null;
/** How many pages have their own title and tags applied right now. */
let applied = 0;

function writeSiteDefaults(doc: Document): void {
  if (!siteDefaults) return;
  doc.title = siteDefaults.title;
  if (siteDefaults.description === null) return;
  let el = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!el) {
    el = doc.createElement('meta');
    el.setAttribute('name', 'description');
    doc.head.appendChild(el);
  }
  el.setAttribute('content', siteDefaults.description);
}

/**
 * The title and meta description of pages without their own (null: leave what the HTML has):
 * written now unless a page has its own, else when that page is left. Null `title` forgets them.
 */
export function setSiteDefaults(doc: Document, title: string | null, description: string | null = null): void {
  siteDefaults = title === null ? null : { title, description };
  if (applied === 0) writeSiteDefaults(doc);
}

/**
 * Sets `document.title` and the given meta tags; returns a function that restores the previous
 * title, the previous content of tags that existed, and removes the tags it added (then the
 * site's defaults, when set, once no page has its own).
 */
export function applyPageMeta(doc: Document, title: string, tags: MetaTag[]): () => void {
  applied++;
  const previousTitle = doc.title;
  const undo: (() => void)[] = [];
  for (const tag of tags) {
    const selector = `meta[${tag.attr}="${tag.key}"]`;
    const existing = doc.head.querySelector<HTMLMetaElement>(selector);
    if (existing) {
      const before = existing.getAttribute('content');
      existing.setAttribute('content', tag.content);
      undo.push(() => (before === null ? existing.removeAttribute('content') : existing.setAttribute('content', before)));
    } else {
      const el = doc.createElement('meta');
      el.setAttribute(tag.attr, tag.key);
      el.setAttribute('content', tag.content);
      doc.head.appendChild(el);
      undo.push(() => el.remove());
    }
  }
  doc.title = title;
  return () => {
    for (const fn of undo.reverse()) fn();
    doc.title = previousTitle;
    applied = Math.max(0, applied - 1);
    if (applied === 0) writeSiteDefaults(doc);
  };
}

/** A page's own title and tags, as the server's renderer collects them (it runs no effects). */
export interface PageMeta {
  title: string;
  tags: MetaTag[];
}

/** On the server, while a page is rendered: its address, and what it asks for its head. */
let rendering: { origin: string; path: string; meta: PageMeta | null } | null = null;

/** Renders a page on the server (renderToString is synchronous), collecting its title and tags: `origin` and `path` are its address. */
export function collectPageMeta<T>(origin: string, path: string, render: () => T): { result: T; meta: PageMeta | null } {
  const before = rendering;
  rendering = { origin, path, meta: null };
  try {
    const result = render();
    return { result, meta: rendering.meta };
  } finally {
    rendering = before;
  }
}

/** The site's address: the browser's, or on the server the configured one (never a request header). */
export const pageOrigin = (): string => (import.meta.env.SSR ? (rendering?.origin ?? '') : window.location.origin);
/** The page's own address (og:url). */
export const pageUrl = (): string => (import.meta.env.SSR ? `${rendering?.origin ?? ''}${rendering?.path ?? ''}` : window.location.href);

/**
 * While the calling page is shown: `title` and `tags` in the document head (nothing while
 * `title` is null). Re-applied only when what they say changes. On the server they go into the
 * page's HTML instead (collectPageMeta).
 */
export function usePageMeta(title: string | null, tags: MetaTag[] | null): void {
  if (import.meta.env.SSR && rendering && title !== null && tags) rendering.meta = { title, tags };
  const key = title !== null && tags ? JSON.stringify([title, tags]) : null;
  useEffect(() => {
    if (!key) return;
    const [t, list] = JSON.parse(key) as [string, MetaTag[]];
    return applyPageMeta(document, t, list);
  }, [key]);
}

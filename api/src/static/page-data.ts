import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ListCache } from '../lib/list-cache';
import { sanitizeArticle } from '../lib/sanitize';
import { loadNewsList, presentArticle } from '../news/news.present';
import { newsRepo } from '../news/news.repo';

/** What the app's page-seed holds (pwa/src/lib/page-seed.ts). */
export interface PageSeed {
  lists?: Record<string, { items: unknown[]; etag: string | null }>;
  articles?: Record<string, unknown>;
}

/** A page the server renders with its data: its name (`data-prerendered`) and the data. */
export interface PageData {
  name: string;
  seed: PageSeed;
  /** Identifies the data: the same key renders the same HTML. */
  version: string;
}

const ARTICLE_PATH = /^\/news\/(\d{1,15})$/;

/**
 * The data a visitor's first render of a page shows, as the API gives it to everyone (published
 * news only): `/news` the list (with its ETag, so the app's first refresh is a 304), `/news/:id`
 * the article. null for any other path, or an article a visitor may not read (the app's shell
 * shows 'Article Not Found' as before).
 */
export function pageData(db: Knex, lists: ListCache) {
  return async (pathname: string): Promise<PageData | null> => {
    if (pathname === '/news') {
      const { json, etag } = await lists.get(db, 'news', 'public', () => loadNewsList(db, true));
      const { articles } = JSON.parse(json) as { articles: unknown[] };
      return { name: 'news', seed: { lists: { news: { items: articles, etag } } }, version: etag };
    }
    const article = ARTICLE_PATH.exec(pathname);
    if (article) {
      const row = await newsRepo.find(db, Number(article[1]));
      if (!row || row.status !== 'published') return null;
      // Its body goes into the HTML as it is (no DOMPurify on a server): cleaned again here, as when saved.
      const presented = presentArticle(row);
      presented.content = sanitizeArticle(presented.content);
      if (presented.contentBn) presented.contentBn = sanitizeArticle(presented.contentBn);
      const seed = { articles: { [String(row.id)]: presented } };
      return { name: 'article', seed, version: crypto.createHash('sha1').update(JSON.stringify(seed)).digest('base64url') };
    }
    return null;
  };
}

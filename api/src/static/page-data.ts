import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { PageSeed } from '../../../shared/page-seed';
import { readerOf } from '../db';
import type { ListCache } from '../lib/list-cache';
import { deltaEtag } from '../lib/list-changes';
import { sanitizeArticle } from '../lib/sanitize';
import { loadNewsList, newsPaging, presentArticle } from '../news/news.present';
import { PAGE_SIZE } from '../../../shared/list-order';
import { newsRepo } from '../news/news.repo';

/** A page the server renders with its data: its name (`data-prerendered`) and the data. */
export interface PageData {
  name: string;
  /** Identifies the data: the same key renders the same HTML. */
  version: string;
  /** The data, made only when the page is not rendered yet for this version. */
  seed: () => PageSeed;
}

const ARTICLE_PATH = /^\/news\/(\d{1,15})$/;
const hash = (text: string) => crypto.createHash('sha1').update(text).digest('base64url');

/**
 * The data a visitor's first render of a page shows, as the API gives it to everyone (published
 * news only): `/news` the list (with its ETag, so the app's first refresh is a 304), `/news/:id`
 * the article. null for any other path (without touching the database), or an article a visitor
 * may not read (the app's shell shows 'Article Not Found' as before). Read with the read-only
 * connections: a first visit never waits behind a write (db.ts).
 */
export function pageData(writer: Knex, lists: ListCache) {
  const db = readerOf(writer);
  return async (pathname: string): Promise<PageData | null> => {
    if (pathname === '/news') {
      // The first page, as the app asks for it (?limit=24): its ETag makes the app's first refresh a 304.
      const { value, etag } = await lists.answerFor(db, 'news', 'public', loadNewsList(db), { paging: newsPaging, query: { limit: PAGE_SIZE } });
      const { articles, nextCursor, version } = value as { articles: unknown[]; nextCursor: string | null; version?: number };
      const versionEtag = version === undefined ? undefined : deltaEtag('public', version);
      const seed = () => ({ lists: { news: { items: articles, etag, nextCursor, version, versionEtag } } });
      return { name: 'news', version: etag, seed };
    }
    const article = ARTICLE_PATH.exec(pathname);
    if (article) {
      const row = await newsRepo.find(db, Number(article[1]));
      if (!row || row.status !== 'published') return null;
      const presented = presentArticle(row);
      const seed = () => {
        // Its body goes into the HTML as it is (no DOMPurify on a server): cleaned again here, as when saved.
        const clean = { ...presented, content: sanitizeArticle(presented.content) };
        if (clean.contentBn) clean.contentBn = sanitizeArticle(clean.contentBn);
        return { articles: { [String(row.id)]: clean } };
      };
      return { name: 'article', version: hash(JSON.stringify(presented)), seed };
    }
    return null;
  };
}

import type { NewsArticle } from '../../../shared/schemas/content';
import { readJson } from '../lib/json-column';
import type { ListLoader } from '../lib/list-cache';
import { newsPolicy } from '../policies/news.policy';
import { bnTexts, reviewTrail } from '../lib/present-fields';
import { toIso } from '../lib/time';
import type { Knex } from 'knex';
import { newsRepo, type NewsRow } from './news.repo';
import type { ListPaging } from '../lib/list-pages';
import { NEWS_ORDER } from '../../../shared/list-order';

export const presentArticle = (n: NewsRow): NewsArticle => ({
  id: n.id,
  title: n.title,
  content: n.content,
  excerpt: n.excerpt ?? null,
  ...bnTexts(n, 'title', 'content', 'excerpt'),
  category: n.category,
  author: n.author,
  status: n.status as NewsArticle['status'],
  imageUrl: n.image_url ?? null,
  coverImageUrl: n.cover_image_url ?? null,
  images: readJson<string[]>(n.images, []),
  readCount: Number(n.read_count ?? 0),
  estimatedReadTime: Number(n.estimated_read_time ?? 1),
  publishedAt: toIso(n.published_at),
  ...reviewTrail(n),
});

/** GET /api/news's body: every published article (every article for an admin). */
/** The news list as an audience sees it (the API's GET and the pre-rendered page share the cached copy). */
export const loadNewsList =
  (db: Knex): ListLoader =>
  async (audience, ids) => ({ articles: (await newsRepo.list(db, newsPolicy.visibleStatuses(audience), ids)).map(presentArticle) });

/** How /api/news pages: newest first; `category`, `q` in the title, excerpt (both languages) and author. */
export const newsPaging: ListPaging<NewsArticle> = {
  rows: (whole) => (whole as { articles: NewsArticle[] }).articles,
  answer: (articles, nextCursor) => (nextCursor === undefined ? { articles } : { articles, nextCursor }),
  order: NEWS_ORDER,
  category: (a) => a.category,
  text: (a) => [a.title, a.titleBn, a.excerpt, a.excerptBn, a.author],
};

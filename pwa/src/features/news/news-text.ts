/**
 * The text rules of the news screens (public-site.md §2 News, §9): plain-text excerpts with
 * their fallbacks, reading time, the article date and the list's search and category filter.
 */
import type { NewsArticle } from '@shared/schemas/content';
import { hasBody } from '@shared/page-seed';
import { plainText, readTimeMinutes, searchForm, truncate } from '@shared/text';

export { plainText };

/** §9 truncation: featured story 150, story card 120, meta description 150 plus an ellipsis. */
export const FEATURED_EXCERPT_CHARS = 150;
export const CARD_EXCERPT_CHARS = 120;
export const META_DESCRIPTION_CHARS = 150;

type Excerptable = Pick<NewsArticle, 'excerpt' | 'content'>;

/** The texts of an article that have a Bangla version (issue 14), as `localizedItem` takes them. */
export const ARTICLE_TEXTS = ['title', 'excerpt', 'content'] as const;

/** The article's excerpt, else the first `chars` characters of its plain-text content. */
export function excerptOf(article: Excerptable, chars: number): string {
  const excerpt = article.excerpt?.trim();
  return excerpt ? excerpt : truncate(plainText(article.content), chars);
}

/** Social-preview description: the excerpt, else 150 characters of content and '...' when cut. */
export function metaDescriptionOf(article: Excerptable): string {
  const excerpt = article.excerpt?.trim();
  return excerpt ? excerpt : truncate(plainText(article.content), META_DESCRIPTION_CHARS, '...');
}

/**
 * Minutes to read: words / 200, rounded up (§9). An article kept without its body (a list page's
 * seed past its first few, shared/page-seed.ts) says what the server counted when it was saved.
 */
export const readTimeOf = (article: Pick<NewsArticle, 'content'> & Partial<Pick<NewsArticle, 'estimatedReadTime'>>): number =>
  hasBody(article) || article.estimatedReadTime === undefined ? readTimeMinutes(article.content ?? '') : article.estimatedReadTime;

/** The date an article shows: when it was published, else when it was written. */
export const articleDateOf = (article: Pick<NewsArticle, 'publishedAt' | 'createdAt'>): string => article.publishedAt ?? article.createdAt;

/** Each distinct category, in the order the list first shows it. */
export function categoriesOf(articles: Pick<NewsArticle, 'category'>[]): string[] {
  return [...new Set(articles.map((a) => a.category).filter(Boolean))];
}

export interface NewsFilter {
  /** Free text; matched case-insensitively in the title, excerpt and plain-text content, English and Bangla. */
  search: string;
  /** null means All. */
  category: string | null;
}

export const NO_NEWS_FILTER: NewsFilter = { search: '', category: null };

export const isNewsFilterActive = (f: NewsFilter): boolean => f.search.trim() !== '' || f.category !== null;

export function filterArticles<
  T extends Pick<NewsArticle, 'title' | 'excerpt' | 'content' | 'category'> & Partial<Pick<NewsArticle, 'titleBn' | 'excerptBn' | 'contentBn'>>,
>(articles: T[], filter: NewsFilter): T[] {
  const q = searchForm(filter.search);
  return articles.filter((a) => {
    if (filter.category !== null && a.category !== filter.category) return false;
    if (!q) return true;
    // Both languages, either digits: a reader may type in either.
    return [a.title, a.titleBn ?? '', a.excerpt ?? '', a.excerptBn ?? '', plainText(a.content), plainText(a.contentBn ?? '')].some((text) =>
      searchForm(text).includes(q),
    );
  });
}

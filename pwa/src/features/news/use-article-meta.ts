import type { NewsArticle } from '@shared/schemas/content';
import { CLUB } from '@shared/limits';
import { usePageMeta } from '@/components/share/page-meta';
import { articleMetaTags } from './meta-tags';

/** While the article is shown: title '{title} | {club name}' and its social-preview tags. */
export function useArticleMeta(article: NewsArticle | null | undefined): void {
  const tags = article
    ? articleMetaTags(article, { url: window.location.href, origin: window.location.origin, siteName: CLUB.name })
    : null;
  // Re-applied only when what the tags say changes (a fresh read count changes nothing here).
  usePageMeta(article ? `${article.title} | ${CLUB.name}` : null, tags);
}

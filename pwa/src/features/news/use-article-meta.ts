import { useEffect } from 'react';
import type { NewsArticle } from '@shared/schemas/content';
import { CLUB } from '@shared/limits';
import { applyPageMeta, articleMetaTags } from './meta-tags';

/** While the article is shown: title '{title} | {club name}' and its social-preview tags. */
export function useArticleMeta(article: NewsArticle | null | undefined): void {
  const tags = article
    ? articleMetaTags(article, { url: window.location.href, origin: window.location.origin, siteName: CLUB.name })
    : null;
  // Re-apply only when what the tags say changes (a fresh read count changes nothing here).
  const key = article && tags ? JSON.stringify([article.title, tags]) : null;
  useEffect(() => {
    if (!key) return;
    const [title, list] = JSON.parse(key) as [string, ReturnType<typeof articleMetaTags>];
    return applyPageMeta(document, `${title} | ${CLUB.name}`, list);
  }, [key]);
}

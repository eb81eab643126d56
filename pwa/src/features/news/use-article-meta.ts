import type { NewsArticle } from '@shared/schemas/content';
import { usePageMeta } from '@/components/share/page-meta';
import { useSiteName } from '@/lib/site-settings';
import { articleMetaTags } from './meta-tags';

/** While the article is shown: title '{title} | {site name}' and its social-preview tags. */
export function useArticleMeta(article: NewsArticle | null | undefined): void {
  const siteName = useSiteName();
  // (Applied by an effect: nothing to make when the page is rendered on the server.)
  const tags =
    article && typeof window !== 'undefined' ? articleMetaTags(article, { url: window.location.href, origin: window.location.origin, siteName }) : null;
  // Re-applied only when what the tags say changes (a fresh read count changes nothing here).
  usePageMeta(article ? `${article.title} | ${siteName}` : null, tags);
}

import type { NewsArticle } from '@shared/schemas/content';
import { pageOrigin, pageUrl, usePageMeta } from '@/components/share/page-meta';
import { useLocalized } from '@/lib/localized';
import { useSiteName } from '@/lib/site-settings';
import { articleMetaTags } from './meta-tags';

/** While the article is shown: title '{title} | {site name}' and its social-preview tags, in the reader's language. */
export function useArticleMeta(article: NewsArticle | null | undefined): void {
  const siteName = useSiteName();
  const text = useLocalized();
  const shown = article && { ...article, title: text(article, 'title'), excerpt: text(article, 'excerpt'), content: text(article, 'content') };
  const tags = shown ? articleMetaTags(shown, { url: pageUrl(), origin: pageOrigin(), siteName }) : null;
  // Re-applied only when what the tags say changes (a fresh read count changes nothing here).
  usePageMeta(shown ? `${shown.title} | ${siteName}` : null, tags);
}

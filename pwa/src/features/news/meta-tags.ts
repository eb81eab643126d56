/**
 * The social-preview tags of an article (public-site.md §2 News article); components/share/
 * page-meta.ts sets them while the article is shown and puts back what was there on leaving.
 */
import type { NewsArticle } from '@shared/schemas/content';
import type { MetaTag } from '@/components/share/page-meta';
import { metaDescriptionOf } from './news-text';

export interface ArticleMetaContext {
  /** The page's own address (og:url). */
  url: string;
  /** Used to make a relative image path absolute. */
  origin: string;
  siteName: string;
}

/** The social-preview tags of one article. og:image is left out when it has no image. */
export function articleMetaTags(
  article: Pick<NewsArticle, 'title' | 'excerpt' | 'content' | 'author' | 'publishedAt' | 'createdAt' | 'coverImageUrl' | 'imageUrl'>,
  ctx: ArticleMetaContext,
): MetaTag[] {
  const og = (key: string, content: string): MetaTag => ({ attr: 'property', key, content });
  const image = article.coverImageUrl || article.imageUrl;
  const tags: MetaTag[] = [
    og('og:title', article.title),
    og('og:description', metaDescriptionOf(article)),
    og('og:url', ctx.url),
    og('og:type', 'article'),
    og('og:site_name', ctx.siteName),
    og('article:author', article.author),
    og('article:published_time', article.publishedAt ?? article.createdAt),
  ];
  if (image) tags.splice(2, 0, og('og:image', new URL(image, ctx.origin).href));
  tags.push({ attr: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  return tags;
}

/**
 * The page title and social-preview tags of an article (public-site.md §2 News article): set
 * while the article is shown, and put back exactly as they were when the page is left.
 */
import type { NewsArticle } from '@shared/schemas/content';
import { metaDescriptionOf } from './news-text';

export interface MetaTag {
  /** Open Graph tags use `property`, Twitter cards use `name`. */
  attr: 'property' | 'name';
  key: string;
  content: string;
}

/**
 * Sets `document.title` and the given meta tags; returns a function that restores the previous
 * title, the previous content of tags that existed, and removes the tags it added.
 */
export function applyPageMeta(doc: Document, title: string, tags: MetaTag[]): () => void {
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
  };
}

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

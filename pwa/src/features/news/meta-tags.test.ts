import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, articleMetaTags } from './meta-tags';

const meta = (attr: string, key: string) => document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;

const article = {
  title: 'Trees for all',
  excerpt: null,
  content: `<p>${'abcdefghij'.repeat(20)}</p>`,
  author: 'Farhana Rahman',
  publishedAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2025-02-28T10:00:00.000Z',
  coverImageUrl: '/uploads/cover.jpg',
  imageUrl: null,
};
const ctx = { url: 'https://club.example/news/4', origin: 'https://club.example', siteName: 'Social Business Youth Club' };

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('articleMetaTags', () => {
  it('describes the article for social previews', () => {
    const tags = Object.fromEntries(articleMetaTags(article, ctx).map((t) => [`${t.attr}:${t.key}`, t.content]));
    expect(tags).toEqual({
      'property:og:title': 'Trees for all',
      'property:og:description': `${'abcdefghij'.repeat(15)}...`,
      'property:og:image': 'https://club.example/uploads/cover.jpg',
      'property:og:url': 'https://club.example/news/4',
      'property:og:type': 'article',
      'property:og:site_name': 'Social Business Youth Club',
      'property:article:author': 'Farhana Rahman',
      'property:article:published_time': '2025-03-01T10:00:00.000Z',
      'name:twitter:card': 'summary_large_image',
    });
  });

  it('prefers the excerpt, and leaves og:image out without a picture', () => {
    const tags = articleMetaTags({ ...article, excerpt: 'Saplings', coverImageUrl: null, publishedAt: null }, ctx);
    const get = (key: string) => tags.find((t) => t.key === key)?.content;
    expect(get('og:description')).toBe('Saplings');
    expect(get('og:image')).toBeUndefined();
    expect(get('twitter:card')).toBe('summary');
    expect(get('article:published_time')).toBe('2025-02-28T10:00:00.000Z');
  });
});

describe('applyPageMeta', () => {
  it('sets the title and tags, then restores exactly what was there', () => {
    document.title = 'Social Business Youth Club';
    const existing = document.createElement('meta');
    existing.setAttribute('property', 'og:title');
    existing.setAttribute('content', 'Club');
    document.head.appendChild(existing);

    const restore = applyPageMeta(document, 'Trees for all | Social Business Youth Club', articleMetaTags(article, ctx));
    expect(document.title).toBe('Trees for all | Social Business Youth Club');
    expect(meta('property', 'og:title')).toBe('Trees for all');
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

    restore();
    expect(document.title).toBe('Social Business Youth Club');
    expect(meta('property', 'og:title')).toBe('Club');
    expect(meta('property', 'og:type')).toBeNull();
    expect(meta('name', 'twitter:card')).toBeNull();
    expect(document.head.querySelectorAll('meta')).toHaveLength(1);
  });
});

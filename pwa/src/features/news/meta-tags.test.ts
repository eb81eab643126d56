import { describe, expect, it } from 'vitest';
import { articleMetaTags } from './meta-tags';

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

import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, type MetaTag } from './page-meta';

const meta = (attr: string, key: string) => document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
const tags: MetaTag[] = [
  { attr: 'property', key: 'og:title', content: 'Trees for all' },
  { attr: 'property', key: 'og:type', content: 'article' },
  { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
];

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyPageMeta', () => {
  it('sets the title and tags, then restores exactly what was there', () => {
    document.title = 'Social Business Youth Club';
    const existing = document.createElement('meta');
    existing.setAttribute('property', 'og:title');
    existing.setAttribute('content', 'Club');
    document.head.appendChild(existing);

    const restore = applyPageMeta(document, 'Trees for all | Social Business Youth Club', tags);
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

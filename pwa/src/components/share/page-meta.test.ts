import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, setSiteDefaults, type MetaTag } from './page-meta';

const meta = (attr: string, key: string) => document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
const tags: MetaTag[] = [
  { attr: 'property', key: 'og:title', content: 'Trees for all' },
  { attr: 'property', key: 'og:type', content: 'article' },
  { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
];

afterEach(() => {
  setSiteDefaults(document, null);
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

  it("the site's name and description show on pages without their own, and come back when a page with its own is left", () => {
    document.title = 'Social Business Youth Club';
    setSiteDefaults(document, 'Riverside Youth Club', 'Youth action by the river.');
    expect(document.title).toBe('Riverside Youth Club');
    expect(meta('name', 'description')).toBe('Youth action by the river.');

    const restore = applyPageMeta(document, 'Trees for all | Riverside Youth Club', [{ attr: 'name', key: 'description', content: 'Planting trees' }]);
    // Settings that arrive while the page is shown wait until it is left.
    setSiteDefaults(document, 'River Club', 'New words.');
    expect(document.title).toBe('Trees for all | Riverside Youth Club');
    restore();
    expect(document.title).toBe('River Club');
    expect(meta('name', 'description')).toBe('New words.');
  });
});

import { describe, expect, it } from 'vitest';
import { headingOf, pageHead, withHead } from './page-head';
import { pageLanguage } from './page-language';

describe('the language a page is rendered in', () => {
  it("is the device's choice (club_lang), else the browser's most wanted language the site has, else English", () => {
    expect(pageLanguage('bn', 'en-GB,en')).toBe('bn');
    expect(pageLanguage('en', 'bn-BD')).toBe('en');
    expect(pageLanguage('fr', 'bn-BD,bn;q=0.9')).toBe('bn'); // an unknown cookie counts for nothing
    expect(pageLanguage(undefined, 'fr-FR, bn;q=0.8, en;q=0.5')).toBe('bn');
    expect(pageLanguage(undefined, 'en;q=0.4, bn;q=0.9')).toBe('bn'); // by weight, not by place
    expect(pageLanguage(undefined, 'bn;q=0, en')).toBe('en'); // q=0: not wanted
    expect(pageLanguage(undefined, 'de, fr')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});

describe("a page's head", () => {
  const texts = { description: 'A youth-led club.', clubName: 'The Club' };
  const settings = { siteName: 'Youth Club', siteNameBn: 'যুব ক্লাব', siteDescription: 'We plant trees.', siteDescriptionBn: '' };

  it("names a page by its h1 and the site's name in the page's language, with the site's description and Open Graph tags", () => {
    const head = pageHead({
      lang: 'bn',
      origin: 'https://club.example',
      path: '/news',
      body: '<main><h1 class="x">খবর &amp; <span>গল্প</span></h1></main>',
      meta: null,
      settings,
      texts,
    });
    expect(head.title).toBe('খবর & গল্প | যুব ক্লাব');
    const tag = (key: string) => head.tags.find((t) => t.key === key)?.content;
    expect(tag('description')).toBe('We plant trees.'); // no Bangla description written: the English one
    expect(tag('og:title')).toBe('খবর & গল্প');
    expect(tag('og:url')).toBe('https://club.example/news');
    expect(tag('og:image')).toBe('https://club.example/icons/icon-512.png');
    expect(tag('og:locale')).toBe('bn_BD');
    expect(tag('og:locale:alternate')).toBe('en_US');
  });

  it("takes a page's own title and tags (an event, an article) over the site's", () => {
    const meta = {
      title: 'Tree planting | Youth Club',
      tags: [
        { attr: 'name' as const, key: 'description', content: 'Join us on Friday.' },
        { attr: 'property' as const, key: 'og:image', content: 'https://club.example/uploads/a.jpg' },
        { attr: 'property' as const, key: 'article:author', content: 'Rahim' },
      ],
    };
    const head = pageHead({ lang: 'en', origin: 'https://club.example', path: '/news/4', body: '<h1>Tree planting</h1>', meta, settings: {}, texts });
    expect(head.title).toBe('Tree planting | Youth Club');
    const tag = (key: string) => head.tags.filter((t) => t.key === key).map((t) => t.content);
    expect(tag('description')).toEqual(['Join us on Friday.']);
    expect(tag('og:description')).toEqual(['Join us on Friday.']);
    expect(tag('og:image')).toEqual(['https://club.example/uploads/a.jpg']);
    expect(tag('article:author')).toEqual(['Rahim']);
  });

  it('the home page is the site itself; a site without settings uses the catalogue', () => {
    const head = pageHead({ lang: 'en', origin: '', path: '/', body: '<h1>Welcome</h1>', meta: null, settings: undefined, texts });
    expect(head.title).toBe('The Club');
    expect(head.tags.find((t) => t.key === 'description')?.content).toBe('A youth-led club.');
    expect(headingOf('<p>no heading</p>')).toBeNull();
  });

  it('goes into the template escaped, replacing its language, title and description', () => {
    const template = '<html lang="en"><head><title>club</title>\n<meta name="description" content="old" /></head><body></body></html>';
    const html = withHead(
      template,
      'bn',
      { title: 'A <b> "quoted" title', tags: [{ attr: 'property', key: 'og:title', content: '"><script>' }] },
      '<link rel="preload" />',
    );
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<title>A &lt;b&gt; &quot;quoted&quot; title</title>');
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;" />');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<link rel="preload" />');
  });
});

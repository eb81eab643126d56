import { describe, expect, it } from 'vitest';
import {
  CARD_EXCERPT_CHARS,
  categoriesOf,
  excerptOf,
  FEATURED_EXCERPT_CHARS,
  filterArticles,
  isNewsFilterActive,
  metaDescriptionOf,
  plainText,
  readTimeOf,
} from './news-text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const long = `<p>${'abcdefghij'.repeat(20)}</p>`; // 200 characters of text

describe('§9 constants', () => {
  it('truncates featured at 150 and cards at 120', () => {
    expect([FEATURED_EXCERPT_CHARS, CARD_EXCERPT_CHARS]).toEqual([150, 120]);
  });
});

describe('plainText', () => {
  it.each([
    ['<p>One <strong>two</strong></p>', 'One two'],
    ['Line one\n\nLine   two', 'Line one Line two'],
    ['Fish &amp; chips &lt;3 &quot;yum&quot; &#39;ok&#39; &#x41;', 'Fish & chips <3 "yum" \'ok\' A'],
    ['&lt;script&gt;', '<script>'],
    ['', ''],
  ])('%j -> %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('excerpt fallbacks', () => {
  it.each<[string, string | null, string, number, string]>([
    ['the excerpt when there is one', 'Short excerpt', long, 150, 'Short excerpt'],
    ['150 characters of plain content for the featured story', null, long, 150, 'abcdefghij'.repeat(15)],
    ['120 characters of plain content for a card', null, long, 120, 'abcdefghij'.repeat(12)],
    ['a blank excerpt counts as none', '   ', '<b>Hi</b> there', 120, 'Hi there'],
    ['short content is not cut and gets no ellipsis', null, 'Tiny', 150, 'Tiny'],
  ])('%s', (_name, excerpt, content, chars, expected) => {
    expect(excerptOf({ excerpt, content }, chars)).toBe(expected);
  });
});

describe('meta description', () => {
  it.each<[string, string | null, string, string]>([
    ['the excerpt', 'An excerpt', long, 'An excerpt'],
    ['150 characters of content plus an ellipsis', null, long, `${'abcdefghij'.repeat(15)}...`],
    ['short content as it is', null, '<p>Short</p>', 'Short'],
  ])('%s', (_name, excerpt, content, expected) => {
    expect(metaDescriptionOf({ excerpt, content })).toBe(expected);
  });
});

describe('read time = words / 200, rounded up', () => {
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%i words -> %i min', (n, minutes) => {
    expect(readTimeOf({ content: `<p>${words(n)}</p>` })).toBe(minutes);
  });
});

describe('news list filter', () => {
  const a = [
    { title: 'Solar lanterns', excerpt: null, content: '<p>Islands get light</p>', category: 'Update' },
    { title: 'Trees', excerpt: 'One thousand saplings', content: 'x', category: 'Success Story' },
    { title: 'Dignity', excerpt: null, content: 'Charity <em>versus</em> business', category: 'Reflection' },
    { title: 'More trees', excerpt: null, content: 'y', category: 'Update' },
  ];
  const titles = (list: typeof a) => list.map((x) => x.title);

  it.each<[string, string, string | null, string[]]>([
    ['no filter keeps all, in order', '', null, ['Solar lanterns', 'Trees', 'Dignity', 'More trees']],
    ['title, case-insensitive', 'TREES', null, ['Trees', 'More trees']],
    ['excerpt', 'saplings', null, ['Trees']],
    ['plain-text content', 'charity versus', null, ['Dignity']],
    ['tags are not searched', 'em', null, []],
    ['category', '', 'Update', ['Solar lanterns', 'More trees']],
    ['category and text together', 'trees', 'Update', ['More trees']],
    ['no match', 'zzz', null, []],
  ])('%s', (_name, search, category, expected) => {
    expect(titles(filterArticles(a, { search, category }))).toEqual(expected);
  });

  it('finds an article by its Bangla text and by Bengali or Western digits', () => {
    const bangla = [
      { title: 'Tree drive 2026', excerpt: null, content: 'x', category: 'Update' },
      { title: 'Clean-up', titleBn: 'পরিচ্ছন্নতা অভিযান ২০২৫', excerpt: null, content: 'y', category: 'Update' },
    ];
    expect(filterArticles(bangla, { search: '২০২৬', category: null }).map((x) => x.title)).toEqual(['Tree drive 2026']);
    expect(filterArticles(bangla, { search: '2025', category: null }).map((x) => x.title)).toEqual(['Clean-up']);
    expect(filterArticles(bangla, { search: 'অভিযান', category: null }).map((x) => x.title)).toEqual(['Clean-up']);
  });

  it('lists each distinct category once, in order', () => {
    expect(categoriesOf(a)).toEqual(['Update', 'Success Story', 'Reflection']);
  });

  it.each([
    ['', null, false],
    ['  ', null, false],
    ['x', null, true],
    ['', 'Update', true],
  ])('search %j with category %j is active: %s', (search, category, active) => {
    expect(isNewsFilterActive({ search, category })).toBe(active);
  });
});

import { describe, expect, it } from 'vitest';
import { concretePath, prerenderProblems, PUBLIC_PAGES, selectLangs, selectPages } from './bench-pages';

describe('selectPages', () => {
  it('is every public page when BENCH_PAGES is unset or empty', () => {
    expect(selectPages(undefined)).toEqual([...PUBLIC_PAGES]);
    expect(selectPages(' ')).toHaveLength(16);
  });

  it('takes listed pages and paths of a page with a parameter, in the order given', () => {
    expect(selectPages('/events, /, /news/:id,/member/rahim')).toEqual(['/events', '/', '/news/:id', '/member/rahim']);
  });

  it('refuses a page not in the list, naming it', () => {
    expect(() => selectPages('/,/admin-dashboard')).toThrow(/not a public page: \/admin-dashboard/);
    expect(() => selectPages('/news/3/edit')).toThrow(/news\/3\/edit/);
  });
});

describe('selectLangs', () => {
  it('is both languages by default, or the ones named', () => {
    expect(selectLangs(undefined)).toEqual(['en', 'bn']);
    expect(selectLangs('bn')).toEqual(['bn']);
  });

  it('refuses another language', () => {
    expect(() => selectLangs('en,fr')).toThrow(/not a language of the app: fr/);
  });
});

describe('concretePath', () => {
  it('puts the demo ids in the pages that take one', () => {
    const ids = { username: 'nusrat', articleId: 7, eventId: 12 };
    expect(['/member/:username', '/news/:id', '/events/:id', '/news', '/news/3'].map((p) => concretePath(p, ids))).toEqual([
      '/member/nusrat',
      '/news/7',
      '/events/12',
      '/news',
      '/news/3',
    ]);
  });
});

describe('prerenderProblems', () => {
  const page = (lang: string, root: string) =>
    `<!doctype html><html lang="${lang}"><head><title>x</title></head><body>${root}<script src="/a.js"></script></body></html>`;

  it('passes a page rendered into #root in its language', () => {
    expect(prerenderProblems(page('bn', '<div id="root" data-prerendered="about" data-hydrating><main>সম্পর্কে</main></div>'), 'bn')).toEqual([]);
    expect(prerenderProblems(page('en', '<div data-prerendered="home" id="root">\n  <header>Club</header></div>'), 'en')).toEqual([]);
  });

  it('fails the app shell: #root empty and not marked', () => {
    expect(prerenderProblems(page('en', '<div id="root"></div>'), 'en')).toEqual(['<div id="root"> has no data-prerendered', '<div id="root"> is empty']);
    expect(prerenderProblems(page('en', '<div id="root" data-notice-reserve>\n</div>'), 'en')).toEqual([
      '<div id="root"> has no data-prerendered',
      '<div id="root"> is empty',
    ]);
  });

  it('fails a page in the other language', () => {
    expect(prerenderProblems(page('en', '<div id="root" data-prerendered="news"><main>News</main></div>'), 'bn')).toEqual(['<html lang="en">, not "bn"']);
    expect(prerenderProblems(page('bn-BD', '<div id="root" data-prerendered="news"><main>খবর</main></div>'), 'bn')).toEqual([]);
  });

  it('fails a marked #root with nothing inside, a page without lang, a page without #root', () => {
    expect(prerenderProblems(page('en', '<div id="root" data-prerendered="news"></div>'), 'en')).toEqual(['<div id="root"> is empty']);
    expect(prerenderProblems('<html><body><div id="root" data-prerendered><p>x</p></div></body></html>', 'en')).toEqual(['<html> has no lang']);
    expect(prerenderProblems(page('en', '<div id="rooted" data-prerendered><p>x</p></div>'), 'en')).toEqual(['no <div id="root">']);
  });

  it("does not take data-prerendered on another element for the root's", () => {
    expect(prerenderProblems(page('en', '<div id="root"><div data-prerendered="x">y</div></div>'), 'en')).toEqual(['<div id="root"> has no data-prerendered']);
  });
});

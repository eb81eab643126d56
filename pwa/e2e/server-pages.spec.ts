import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { consoleCaughtUp } from './support/signals';

/**
 * Every public page comes on a first visit as HTML holding the page and its content, in the
 * reader's language (the cookie `club_lang`, else Accept-Language), with its head (title,
 * description, Open Graph) in that language; the app then takes it over without a hydration
 * error and without moving anything (api/src/static/page-data.ts, render-page.ts, page-head.ts).
 */
type Lang = 'en' | 'bn';
const LANGS: Lang[] = ['en', 'bn'];
const HEADERS: Record<Lang, Record<string, string>> = { en: { 'Accept-Language': 'en-GB,en;q=0.9' }, bn: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' } };

type Texts = { title?: string; titleBn?: string | null; name?: string };
/** What a reader in `lang` sees of an item's title (pwa/src/lib/localized.ts). */
const shown = (item: Texts, lang: Lang) => (lang === 'bn' && item.titleBn?.trim() ? item.titleBn : (item.title ?? item.name ?? ''));
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

interface PublicPage {
  path: string;
  /** Texts the HTML must hold in that language: the content, not only the frame. */
  content: (lang: Lang) => string[];
}

async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const get = async <T>(url: string): Promise<T> => (await (await request.get(url)).json()) as T;
  const [news, events, projects, gallery, members, settings] = await Promise.all([
    get<{ articles: (Texts & { id: number })[] }>('/api/news?limit=24'),
    get<{ events: (Texts & { id: number; status: string })[] }>('/api/events?when=upcoming&limit=100'),
    get<{ projects: Texts[] }>('/api/projects?limit=24'),
    get<{ images: { imageUrl: string }[] }>('/api/gallery?limit=24'),
    get<{ members: { name: string; username: string | null }[] }>('/api/members?limit=24'),
    get<{ contactEmail: string }>('/api/settings'),
  ]);
  const article = news.articles[0];
  const event = events.events[0];
  const member = members.members[0];
  const username = member.username || member.name.toLowerCase().replace(/\s+/g, '');
  const upcoming = events.events.find((e) => e.status === 'upcoming')!;
  const frame = () => [];
  return [
    { path: '/', content: (l) => ['data-testid="home-hero"', inHtml(shown(projects.projects[0], l)), inHtml(shown(upcoming, l))] },
    { path: '/about', content: frame },
    { path: '/members', content: () => [inHtml(member.name)] },
    { path: `/member/${encodeURIComponent(username)}`, content: () => [inHtml(member.name)] },
    { path: '/projects', content: (l) => [inHtml(shown(projects.projects[0], l))] },
    { path: '/gallery', content: () => [gallery.images[0].imageUrl.replace(/\.[a-z]+$/, '')] },
    { path: '/news', content: (l) => [inHtml(shown(article, l))] },
    { path: `/news/${article.id}`, content: (l) => [inHtml(shown(article, l))] },
    { path: '/events', content: (l) => [inHtml(shown(event, l))] },
    { path: `/events/${event.id}`, content: (l) => [inHtml(shown(event, l))] },
    { path: '/search', content: frame },
    { path: '/contact', content: () => [settings.contactEmail] },
    { path: '/join', content: () => ['data-testid="join-requirements"'] },
    { path: '/login', content: () => ['name="email"'] },
    { path: '/register', content: () => ['name="email"'] },
    { path: '/application-status', content: frame },
  ];
}

test('every public page is in its first-visit HTML with its content, in English and in Bangla', async ({ request }) => {
  for (const page of await publicPages(request)) {
    for (const lang of LANGS) {
      const html = await (await request.get(page.path, { headers: HEADERS[lang] })).text();
      const where = `${page.path} in ${lang}`;
      expect(html, where).toContain(`<html lang="${lang}"`);
      expect(html, where).toMatch(new RegExp(`<div id="root" data-prerendered="[a-z-]+" data-lang="${lang}"`));
      expect(html, where).toMatch(/<main id="main-content"[^>]*>\s*<[a-z]/); // the page, not an empty frame
      expect(html, where).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, where).toContain(`<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'bn_BD'}"`);
      for (const text of page.content(lang)) expect(html, where).toContain(text);
    }
  }
  // The device's own choice (the cookie the app sets) wins over the browser's languages.
  const chosen = await (await request.get('/news', { headers: { ...HEADERS.bn, Cookie: 'club_lang=en' } })).text();
  expect(chosen).toContain('<html lang="en"');
  expect(chosen).toContain('<title>News &amp; Stories | ');
  const bangla = await (await request.get('/news', { headers: HEADERS.bn })).text();
  expect(bangla).toContain('<title>খবর ও গল্প | ');
  expect(bangla).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[^"]+\.woff2"/);
});

/**
 * The database layer run (lib/db.ts marks it) or the worker's registration asked for in the page's
 * first 3 seconds. A page that writes fetches the outbox's files with it (modulepreload), unrun.
 */
const earlyDatabaseLayer = (page: Page) =>
  page.evaluate(() => [
    ...performance
      .getEntriesByName('club:database-layer')
      .filter((e) => e.startTime < 3000)
      .map((e) => `${e.name} at ${Math.round(e.startTime)} ms`),
    ...performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/workbox-window[\w.-]*-[\w-]{8}\.js$/.test(e.name) && e.startTime < 3000)
      .map((e) => e.name),
  ]);

/** Layout shifts not caused by input, summed from the page's start (buffered). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(sum), 0));
      }),
  );

for (const lang of LANGS) {
  test(`every public page in ${lang === 'en' ? 'English' : 'Bangla'} is taken over without a hydration error and without moving, nor moves when visited again`, async ({
    browser,
    request,
  }) => {
    const pages = await publicPages(request);
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      locale: lang === 'en' ? 'en-GB' : 'bn-BD',
      extraHTTPHeaders: HEADERS[lang],
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      for (const { path } of pages) {
        await context.clearCookies(); // a first visit every time
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('#root')).toHaveAttribute('data-lang', lang);
        await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', /.*/, { timeout: 15_000 });
        await page.waitForLoadState('networkidle'); // the lists' refreshes and the font have answered
        await consoleCaughtUp(page); // React reports a mismatch before it lets the page go
        expect(
          errors.filter((e) => /hydrat|#418|#423|#425/i.test(e)),
          path,
        ).toEqual([]);
        expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
        // The database layer, the outbox and the worker's registration wait for the first seconds (lib/first-seconds.ts).
        expect(await earlyDatabaseLayer(page), `${path}: loaded in the first seconds`).toEqual([]);
        // A return visit: the shell, rendered from what the phone kept (the app set club_seen).
        await page.reload();
        await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
        await expect(page.locator('main h1, main [data-testid="home-hero"]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page), `layout shift on ${path}, visited again`).toBeLessThanOrEqual(0.02);
      }
    } finally {
      await context.close();
    }
  });
}

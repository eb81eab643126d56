import { test, expect } from '@playwright/test';
import { consoleCaughtUp } from './support/signals';

/**
 * `/` arrives with the home page in its HTML (rendered by the server), painted before any
 * JavaScript runs, then hydrated in place: no mismatch, no second render. Every public page in
 * both languages: server-pages.spec.ts.
 */
const HERO = 'Social Business Youth Club';

test('a page that is not public comes as the shell', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-prerendered="home"');
  expect(home).toContain('data-testid="home-hero"');
  expect(home).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/); // no inline script (the CSP forbids them; the seed is JSON data)
  const dashboard = await (await request.get('/member-dashboard')).text();
  expect(dashboard).not.toContain('data-prerendered');
  expect(dashboard).toMatch(/<div id="root"( data-notice-reserve)?><\/div>/); // the shell (holding the notice strip's place while a notice is on)
});

test('with no JavaScript at all, / still shows the home page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toContainText(HERO);
    // Its links are plain links: the next page comes from the server.
    await page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('story-card').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

// Without the service worker: it answers `/` with the empty shell from the second visit on, and
// here every visit must come from the server with the pre-rendered page.
test.describe('from the server', () => {
  test.use({ serviceWorkers: 'block' });

  test('the app takes the page over without a hydration error, and it then works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // A return visit: the phone now holds the site settings and the notice strip's height, which
    // the first render must not use (the HTML was made without them), or React renders anew.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('club.siteSettings'))).not.toBeNull();
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await consoleCaughtUp(page); // React reports a mismatch before it lets the page go (data-hydrating)
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  test('before the app has arrived, a link works as a plain link, and what is typed into a field is not taken (it would be lost)', async ({ page }) => {
    // The app's scripts never come (a very slow line): only the page and its small start script.
    await page.route(/\/assets\/(?!prerender-start-).*\.js$/, (route) => route.abort());
    await page.goto('/news');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrating', '');
    const search = page.getByPlaceholder('Search articles...');
    await search.focus();
    await page.keyboard.type('solar');
    await expect(search).toHaveValue('');
    await page.getByTestId('story-card').first().getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'article');
  });

  test("a pre-rendered page asks for the app's scripts only once it could be painted (after the stylesheet)", async ({ page }) => {
    const html = await (await page.request.get('/events')).text();
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto('/events');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    // The first paint waits for the stylesheet; no script is asked for before it has arrived.
    const times = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        stylesheet: resources.find((r) => /\/assets\/[^/]+\.css$/.test(r.name))?.responseEnd,
        scripts: resources.filter((r) => /\/assets\/[^/]+\.js$/.test(r.name) && !r.name.includes('prerender-start')).map((r) => r.startTime),
      };
    });
    expect(times.stylesheet).toBeGreaterThan(0);
    expect(times.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.stylesheet!);
  });

  test('/news and an article come with their data and pictures in the HTML, and are taken over without a hydration error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const { articles } = (await (await page.request.get('/api/news')).json()) as {
      articles: { id: number; title: string; coverImageUrl: string | null; imageUrl: string | null }[];
    };
    const pictured = articles.find((a) => a.coverImageUrl ?? a.imageUrl)!;
    const html = await (await page.request.get(`/news/${pictured.id}`)).text();
    expect(html).toContain('data-prerendered="article"');
    expect(html).toContain(pictured.title);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i); // the largest paint, asked for by the HTML itself
    await page.setViewportSize({ width: 360, height: 740 });
    const listAnswers: number[] = [];
    page.on('response', (r) => new URL(r.url()).pathname === '/api/news' && listAnswers.push(r.status()));
    await page.goto('/news');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'news');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await expect.poll(() => listAnswers).toEqual([304]); // the list the page came with is current
    await page.locator(`main a[href="/news/${pictured.id}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: pictured.title })).toBeVisible();
    await page.context().clearCookies(); // a first visit again
    await page.goto(`/news/${pictured.id}`);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'article');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    // The share link names the page's address, which only the phone knows: filled in on taking over.
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', new RegExp(encodeURIComponent(`/news/${pictured.id}`)));
    await consoleCaughtUp(page); // React reports a mismatch before it lets the page go (data-hydrating)
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  test('/events and /news are taken over without a hydration error, and their lists arrive', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/events');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'events');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.context().clearCookies(); // a first visit again
    await page.goto('/news');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'news');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await consoleCaughtUp(page); // React reports a mismatch before it lets the page go (data-hydrating)
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });
});

test('once the service worker serves the app, / comes as the shell that renders with what the phone knows', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
});

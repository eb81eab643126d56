import { test, expect } from '@playwright/test';

/**
 * `/` arrives with the home page in its HTML (home.html, pre-rendered at build time), painted
 * before any JavaScript runs, then hydrated in place: no mismatch, no second render.
 */
const HERO = 'Social Business Youth Club';

test('the home page is in the HTML of /, and only of /', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-prerendered="home"');
  expect(home).toContain('data-testid="home-hero"');
  expect(home).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script (the CSP forbids them)
  const events = await (await request.get('/events')).text();
  expect(events).not.toContain('data-prerendered');
  expect(events).toContain('<div id="root"></div>');
});

test('with no JavaScript at all, / still shows the home page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toContainText(HERO);
  } finally {
    await context.close();
  }
});

test('the app takes the page over without a hydration error, and it then works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

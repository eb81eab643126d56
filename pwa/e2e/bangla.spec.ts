import { test, expect, type Page } from '@playwright/test';
import bnCommon from '../src/locales/bn/common';
import { waitForServiceWorkerControl } from './support/sign-in';
import { toast, noticesReady } from './support/page-kit';
import { PHONE, PUBLIC_PAGES, BENGALI_DIGIT, banglaPhone, keptBangla, overflow, englishInChrome } from './support/bangla-kit';

/**
 * The app in Bangla on a 360 px phone: a browser that prefers Bangla gets it from the first visit,
 * the switch works offline, digits and dates are Bengali, and nothing overflows the screen (people
 * with accounts: bangla-accounts.spec.ts). Screenshots land in test-results/ (to be looked at by eye).
 */
test('a browser that prefers Bangla gets every public page in Bangla at 360 px, without overflow', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const { context, page } = await banglaPhone(browser);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('language-toggle')).toHaveText('English');
    await page.screenshot({ path: info.outputPath(`bangla${path.replace(/\//g, '_') || '_home'}.png`), fullPage: true });
    expect(await overflow(page), `${path} overflows`).toEqual([]);
    expect(await englishInChrome(page), `${path} shows English`).toEqual([]);
  }
  // The Bengali font came from us (and only because Bengali text is on the page).
  expect(await page.evaluate(`document.fonts.check('1em "Club Bengali"', 'অ')`)).toBe(true);
  await context.close();
});

/** The fonts Chromium drew an element's text with (DevTools protocol): a missing glyph would be a system font's box. */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  await cdp.send('CSS.enable');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test("an English page shows the language button's বাংলা in letters, from the word's own font, without the Bengali font", async ({ browser }, info) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', serviceWorkers: 'allow' });
  const fetched: string[] = []; // the page's requests and its worker's (the precache)
  context.on('request', (request) => fetched.push(request.url()));
  const page = await context.newPage();
  await page.goto('/');
  await noticesReady(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await waitForServiceWorkerControl(page);
  const toggle = page.getByTestId('language-toggle');
  await expect(toggle).toHaveText('বাংলা');
  // This machine has no Bengali font: without ours the word would be boxes in a system font.
  const fonts = await fontsOf(page, '[data-testid="language-toggle"]');
  expect(fonts.map((f) => f.isCustomFont)).toEqual([true]);
  expect(fonts[0].glyphCount).toBeGreaterThanOrEqual(4);
  expect(await page.evaluate(`document.fonts.check('600 1em "Club Bangla Word"', 'বাংলা')`)).toBe(true);
  await page.getByRole('banner').screenshot({ path: info.outputPath('english-header.png') });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const choice = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' });
  await expect(choice).toBeVisible();
  expect((await fontsOf(page, '[role="group"] button[lang="bn"]')).map((f) => f.isCustomFont)).toEqual([true]);
  await page.screenshot({ path: info.outputPath('english-header-and-menu.png') });
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => /noto-sans-bengali|\.woff2/.test(url))).toEqual([]);
  await context.close();
});

test('Bengali digits in the notice counter and the event dates', async ({ browser }) => {
  const { context, page } = await banglaPhone(browser);
  await page.goto('/');
  await noticesReady(page);
  await expect(page.getByTestId('notice-counter')).toHaveText(/^[০-৯]+\/[০-৯]+$/);
  await page.goto('/events');
  const card = page.getByTestId('event-card').first();
  await expect(card).toBeVisible();
  const when = `${await card.getByTestId('event-date').innerText()} ${await card.getByTestId('event-time').innerText()}`;
  expect(when).toMatch(BENGALI_DIGIT);
  expect(when).not.toMatch(/[0-9]/);
  await context.close();
});

test('switching language in the side menu is instant, offline too once Bangla has been used here, and the choice stays on the device', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/events');
  await waitForServiceWorkerControl(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // An English page does not fetch the Bengali font for its one Bengali word (the language button),
  // and the worker did not precache Bangla for an English reader (docs/decisions.md, 'A lean first visit').
  await expect(page.getByTestId('language-toggle')).toHaveText('বাংলা');
  expect(await page.evaluate(`performance.getEntriesByType('resource').filter((e) => /noto-sans-bengali/.test(e.name)).length`)).toBe(0);
  expect(await page.evaluate(`document.fonts.check('1em "Club Bengali"', 'অ')`)).toBe(false);
  expect(await keptBangla(page)).toBe(0);

  // Offline, never read here: the switch says Bangla is not on the phone yet, and nothing changes.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(toast(page, 'Bangla is not on this phone yet: connect to the internet once, then try again.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('club.language'))).toBeNull();
  await page.keyboard.press('Escape');

  // Online, Bangla once: its texts and font are kept on the phone from then on.
  await context.setOffline(false);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect.poll(() => keptBangla(page)).toBe(2);
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: bnCommon.header.menuTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-toggle')).toHaveText('English');

  // Offline, a reload starts in Bangla (catalogues and font from the worker's cache).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: bnCommon.header.openMenu })).toBeVisible();
  expect(await page.evaluate(`document.fonts.check('1em "Club Bengali"', 'অ')`)).toBe(true);

  // And back to English from the header, still offline.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-toggle')).toHaveText('বাংলা');
  await context.close();
});

test('an English reader whose browser also lists Bangla has it kept for offline without asking', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', serviceWorkers: 'allow' });
  await context.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'bn'] }));
  const page = await context.newPage();
  await page.goto('/');
  await noticesReady(page);
  await waitForServiceWorkerControl(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => keptBangla(page)).toBe(2);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: bnCommon.header.menuTitle })).toBeVisible();
  await context.close();
});

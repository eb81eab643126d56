import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { account, type DemoRole } from './sign-in';

/** What the Bangla journeys share (bangla.spec.ts, bangla-accounts.spec.ts): a Bangla phone, and checks of what it shows. */
export const PHONE = { width: 360, height: 740 };
export const PUBLIC_PAGES = [
  '/',
  '/events',
  '/news',
  '/projects',
  '/gallery',
  '/members',
  '/about',
  '/contact',
  '/join',
  '/search',
  '/login',
  '/register',
  '/no-such-page',
];
export const BENGALI_DIGIT = /[০-৯]/;

export async function banglaPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'bn-BD', serviceWorkers: 'allow' });
  return { context, page: await context.newPage() };
}

/** How many of Bangla's files (its texts' chunk, its font) the service worker's caches hold. */
export const keptBangla = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    return urls.filter((u) => u.includes('/assets/i18n-bn-') || u.includes('/assets/noto-sans-bengali')).length;
  });

/** Texts wider than the screen, or cut off by their box, at 360 px. */
export const overflow = (page: Page) =>
  page.evaluate(`(() => {
    const out = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push('page ' + document.documentElement.scrollWidth);
    for (const el of document.querySelectorAll('main *, header *, footer *')) {
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      let scroller = el.parentElement; // inside a row that scrolls sideways on purpose (the news chips)
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller) continue;
      if (r.right > window.innerWidth + 1 && s.position !== 'fixed') out.push(el.tagName + ' "' + (el.textContent || '').trim().slice(0, 30) + '" right ' + Math.round(r.right));
    }
    return out.slice(0, 10);
  })()`);

/** Words of English in the app's own chrome (header buttons, navigation, footer headings, buttons and labels), names aside. */
export const englishInChrome = (page: Page) =>
  page.evaluate(`(() => {
    const allowed = /^(English|SB|WhatsApp|Facebook|Google|ID|CSV|QR)$/;
    const out = [];
    for (const el of document.querySelectorAll('header button, nav a, footer h3, main button, main label')) {
      const lang = el.closest('[lang]');
      if (lang && lang !== document.documentElement && lang.getAttribute('lang') === 'en') continue; // content shown in English on purpose
      if ((el.innerText || '').length > 40) continue; // a button holding a message or a story: people's words, not the app's
      const words = ((el.innerText || '').match(/[A-Za-z]{3,}/g) || []).filter((w) => !allowed.test(w));
      if (words.length) out.push(el.tagName + ': ' + words.join(' '));
    }
    return out;
  })()`);

/** Signs in at /login by the fields' types (their labels may be in Bangla) and Enter from the last field. */
export async function signIn(page: Page, role: DemoRole, { waitForGreeting = true } = {}) {
  const { email, password } = account(role);
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('input[type="password"]').press('Enter');
  if (waitForGreeting) await expect(page.getByTestId('header-welcome')).toBeVisible();
}

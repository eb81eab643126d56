import { test, expect, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

/**
 * Every control on the public pages is a tap target of at least 44 x 44 px on a 360 px phone.
 * Links inside a sentence are text, not targets, and are left out (WCAG 2.5.8's inline exception).
 */
const PAGES = [
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
  '/forgot-password',
  // The pages mail links open, as a link that no longer works shows them (the state with the most controls).
  '/reset-password?token=no-such-token-0000000000',
  '/verify-email',
  '/unsubscribe?token=no-such-token',
];

/** The controls under `scope` smaller than 44 x 44 px, as "tag "name" WxH". */
const smallTargets = (page: Page, scope = 'body') =>
  page.evaluate((scope) => {
    const out: string[] = [];
    for (const el of Array.from(
      document
        .querySelector(scope)!
        .querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]'),
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden until focused (the skip link): not a target while hidden.
      if (r.width <= 1 || r.height <= 1 || style.clipPath !== 'none' || style.clip !== 'auto') continue;
      if (el.tagName === 'A' && el.closest('p')) continue; // a link inside a sentence
      if (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')) continue; // the label is the target
      if (r.width < 44 || r.height < 44)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return out;
  }, scope);

for (const path of PAGES) {
  test(`tap targets on ${path} are at least 44 x 44 px at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page)).toEqual([]);
  });
}

test('the member calendar’s days and month arrows are at least 44 x 44 px at 360 px, and the month fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'member');
  await page.goto('/member-dashboard?view=events');
  const calendar = page.getByTestId('member-calendar');
  await expect(calendar.getByRole('button', { name: /next month/i })).toBeVisible();
  expect(await calendar.getByRole('button').count()).toBeGreaterThan(28); // the days and the two arrows
  expect(await smallTargets(page, '[data-testid="member-calendar"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

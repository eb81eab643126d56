import { test, expect } from '@playwright/test';

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

for (const path of PAGES) {
  test(`tap targets on ${path} are at least 44 x 44 px at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const small = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]'),
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
    });
    expect(small).toEqual([]);
  });
}

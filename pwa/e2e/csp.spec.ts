import { test, expect, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

/** A blocked address (connect-src 'self'): fetching it is a violation the test makes on purpose. */
const SENTINEL = 'https://csp-sentinel.invalid/';

/** Pages with forms (zod) raise no Content-Security-Policy violation (Lighthouse's "issues" audit). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  return seen;
}

test('no CSP violation on the public forms or the admin dashboard', async ({ page }) => {
  const seen = await watchViolations(page);
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Rahim');
  await page.getByLabel('Name').blur();
  await page.goto('/events');
  await page.getByRole('button', { name: 'Register Now' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=members&action=add-user');
  await expect(page.getByRole('dialog')).toBeVisible();
  // A violation of our own making, after the page's: the browser reports them in order, so once
  // this one is seen, any the dialog raised has been seen too.
  await page.evaluate((url) => fetch(url).catch(() => undefined), SENTINEL);
  await expect.poll(() => seen.some((v) => v.includes(SENTINEL))).toBe(true);
  expect(seen.filter((v) => !v.includes(SENTINEL))).toEqual([]);
});

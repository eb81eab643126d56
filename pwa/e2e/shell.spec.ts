import { test, expect, type Page } from '@playwright/test';
import { useLanguage } from './support/axe-kit';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { signIn } from './support/bangla-kit';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

async function loginAs(page: Page, role: string) {
  const { email, password } = account(role);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The sign-in must reach the server and be accepted; a failure here names the real cause.
  expect((await answered).status()).toBe(200);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('050-009-0023');
});

test('a guest sees the public links plus Login and Join Us', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  for (const name of ['Home', 'About', 'Members', 'Projects', 'Events', 'Gallery', 'News', 'Search', 'Contact', 'Login', 'Join Us']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'News', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /Dashboard|Application Status/ })).toHaveCount(0);
});

test('an admin lands on /admin-dashboard and gets the Admin Dashboard link', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('header-welcome')).toHaveText(`Welcome, ${account('admin').firstName}`);
});

test('a super admin also lands on /admin-dashboard', async ({ page }) => {
  await loginAs(page, 'super_admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a member lands on /member-dashboard and gets the Member Dashboard link', async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'Member Dashboard' })).toBeVisible();
  await expect(page.getByTestId('header-welcome')).toHaveText(`Welcome, ${account('member').firstName}`);
});

test('an applicant lands on / and gets the Application Status link', async ({ page }) => {
  await loginAs(page, 'applicant');
  await expect(page.getByTestId('header-welcome')).toHaveText(`Welcome, ${account('applicant').firstName}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Application Status' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
});

test('a participant lands on / with no dashboard link, and can log out', async ({ page }) => {
  await loginAs(page, 'participant');
  await expect(page.getByTestId('header-welcome')).toHaveText(`Welcome, ${account('participant').firstName}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: /Dashboard|Application Status/ })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Join Us' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
});

test('/dashboard shows the role dashboard without the common layout', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/dashboard');
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the side menu opens, closes on Escape, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Join Us' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test('the side menu Login button goes to /api/login by full page load', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const request = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/api/login');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    await request;
  });
});

test('at 360 px the header names its network state in words, in English and Bangla, on one row with the name', async ({ browser }) => {
  for (const locale of ['en-US', 'bn-BD']) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale });
    const page = await context.newPage();
    try {
      await signIn(page, 'participant');
      // The account may keep English (another journey read in both): this phone reads in its own language.
      if (locale === 'bn-BD') await useLanguage(page, 'bn');
      // Issue 29: idle and online, a word, not a bare green dot.
      await expect(page.getByTestId('network-online')).toHaveText(locale === 'en-US' ? 'Online' : 'অনলাইন');
      await expect(page.getByTestId('network-online')).toBeVisible();
      const row = async (name: string, el: ReturnType<Page['getByTestId']>) => {
        const box = (await el.boundingBox())!;
        return { name, middle: box.y + box.height / 2 };
      };
      const menu = await row('menu', page.getByRole('button', { name: /menu|মেনু/i }).first());
      for (const el of [page.getByTestId('network-indicator'), page.getByTestId('header-welcome')]) {
        const { middle } = await row('el', el);
        expect(Math.abs(middle - menu.middle)).toBeLessThan(8);
      }
      // The name shows whole (the greeting's words are read out but leave their room on a phone).
      const welcome = page.getByTestId('header-welcome');
      await expect(welcome).toContainText(account('participant').firstName!);
      await expect.poll(() => welcome.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true); // once the header has settled
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await page.request.put('/api/auth/language', { data: { language: 'en' } });
      await context.close();
    }
  }
});

import { test, expect } from '@playwright/test';
import { account, type DemoRole } from './support/sign-in';
import { PHONE, BENGALI_DIGIT, banglaPhone, overflow, englishInChrome, signIn } from './support/bangla-kit';
import { useLanguage } from './support/axe-kit';

/**
 * The app in Bangla for people with accounts, on 360 px phones: the language follows a member to
 * another phone, the next person on a shared phone gets their own, the dashboards and the check-in
 * page read in Bangla, and validation messages come in Bangla. Screenshots in test-results/.
 */
test('a member’s language follows them to another phone, and the member and admin dashboards read in Bangla', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const phoneA = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const a = await phoneA.newPage();
  try {
    await signIn(a, 'member');
    await a.getByTestId('language-toggle').click();
    await expect(a.locator('html')).toHaveAttribute('lang', 'bn');
    await expect.poll(async () => (await a.request.get('/api/auth/user')).json().then((u) => u.language)).toBe('bn');

    // Another phone, English by default: signing in brings Bangla.
    const phoneB = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const b = await phoneB.newPage();
    await signIn(b, 'member', { waitForGreeting: false });
    await expect(b.locator('html')).toHaveAttribute('lang', 'bn');
    await b.goto('/dashboard');
    await expect(b.getByTestId('member-dashboard')).toBeVisible();
    await b.waitForLoadState('networkidle');
    await b.screenshot({ path: info.outputPath('bangla_member-dashboard.png'), fullPage: true });
    expect(await overflow(b), 'member dashboard overflows').toEqual([]);
    expect(await englishInChrome(b), 'member dashboard shows English').toEqual([]);
    await expect(b.getByTestId('member-dashboard')).toContainText(BENGALI_DIGIT);
    await phoneB.close();
  } finally {
    await a.request.put('/api/auth/language', { data: { language: 'en' } });
    await phoneA.close();
  }

  const { context, page } = await banglaPhone(browser);
  await signIn(page, 'admin');
  // The account may keep English (another journey read in both): this phone reads in Bangla.
  await useLanguage(page, 'bn');
  for (const tab of ['overview', 'members', 'events', 'content', 'notices']) {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    await expect(page.getByTestId('admin-dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: info.outputPath(`bangla_admin-${tab}.png`), fullPage: true });
    expect(await overflow(page), `admin ${tab} overflows`).toEqual([]);
    expect(await englishInChrome(page), `admin ${tab} shows English`).toEqual([]);
  }
  await page.request.put('/api/auth/language', { data: { language: 'en' } });
  await context.close();
});

test('on a shared phone, the next person to sign in gets the language of their own account', async ({ browser }) => {
  test.setTimeout(90_000);
  /** Keeps a language on an account, as its owner (a request context of its own). */
  const keepOnAccount = async (role: DemoRole, language: 'en' | 'bn') => {
    const owner = await browser.newContext();
    const { email, password } = account(role);
    expect((await owner.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
    expect((await owner.request.put('/api/auth/language', { data: { language } })).ok()).toBe(true);
    await owner.close();
  };
  await keepOnAccount('member', 'bn');
  await keepOnAccount('super_admin', 'en');
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const logOut = async (name: string) => {
    await page.goto('/');
    await page.getByTestId('language-toggle').waitFor();
    await page.getByRole('button', { name: /Open menu|মেনু/ }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
    await expect(page.getByTestId('header-welcome')).toHaveCount(0);
  };
  try {
    await signIn(page, 'member');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await logOut('লগআউট');
    // The next person on the same phone: their account says English, so the app reads in English.
    await signIn(page, 'super_admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-toggle')).toHaveText('বাংলা');
    await logOut('Logout');
    // And the member again: back to their Bangla.
    await signIn(page, 'member');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  } finally {
    await context.close();
    await keepOnAccount('member', 'en');
  }
});

test('the participant dashboard, the application status and the check-in page read in Bangla at 360 px', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const screens: Array<['participant' | 'applicant' | 'admin', string, string]> = [
    ['participant', '/dashboard', 'participant-dashboard'],
    ['applicant', '/application-status', 'application-status-page'],
    ['admin', '/check-in', 'checkin-event'],
  ];
  for (const [role, path, testId] of screens) {
    const { context, page } = await banglaPhone(browser);
    await signIn(page, role);
    await useLanguage(page, 'bn'); // the account may keep English (another journey read in both)
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: info.outputPath(`bangla_${role}${path.replace(/\//g, '_')}.png`), fullPage: true });
    expect(await overflow(page), `${path} overflows`).toEqual([]);
    expect(await englishInChrome(page), `${path} shows English`).toEqual([]);
    await page.request.put('/api/auth/language', { data: { language: 'en' } });
    await context.close();
  }
});

test('validation messages come in Bangla: the Register form sent empty, and the server refusing an e-mail in use', async ({ browser }) => {
  const { context, page } = await banglaPhone(browser);
  await page.goto('/register');
  const form = page.locator('main form');
  await form.locator('button[type="submit"]').click();
  const errors = form.locator('[id$="-error"]');
  await expect(errors.first()).not.toBeEmpty();
  const texts = (await errors.allInnerTexts()).join(' ');
  expect(texts).toMatch(/[\u0980-\u09FF]/);
  expect(texts).not.toMatch(/[A-Za-z]{3,}/);

  // The server's 409 comes as the toast's text, in Bangla.
  await page.locator('#register-firstName').fill('রাফি');
  await page.locator('#register-lastName').fill('ইসলাম');
  await page.locator('#register-email').fill(account('member').email);
  await page.locator('#register-password').fill('a-long-password');
  await page.locator('#register-password').press('Enter');
  const toast = page
    .getByRole('status')
    .filter({ hasText: /[\u0980-\u09FF]/ })
    .last();
  await expect(toast).toBeVisible();
  expect(await toast.innerText()).not.toContain('already exists');
  await context.close();
});

import { expect, test } from '@playwright/test';
import { linkTo, mailTo } from './support/mailbox';

const PHONE = { width: 360, height: 740 };

/**
 * Getting back in, by mail, on a phone that reads Bangla: the links come from the real SMTP server
 * the demo server sends to (global-setup), and are opened as the person would, from the mail.
 */
test('a person registers in Bangla, proves the address from the mail, forgets the password and gets back in from the mail', async ({ browser }, info) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'bn-BD' });
  const page = await context.newPage();
  const email = `mail-${Date.now()}@example.org`;
  const password = 'Notun-Pass-2026';
  try {
    // Register (Enter submits): the confirmation mail comes in the page's language.
    await page.goto('/register');
    await page.getByLabel('নামের প্রথম অংশ').fill('Sumaiya');
    await page.getByLabel('নামের শেষ অংশ').fill('Akter');
    await page.getByLabel('ইমেইল', { exact: true }).fill(email);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('First-Pass-2026');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const confirm = await mailTo(email, /ই-মেইল ঠিকানা নিশ্চিত করুন/);
    expect(confirm.language).toBe('bn');
    await page.goto(linkTo(confirm, '/verify-email'));
    await expect(page.getByText('আপনার ই-মেইল ঠিকানা নিশ্চিত হয়েছে।')).toBeVisible();

    // Forgot the password: the login page leads to the form; the answer never says whether the account exists.
    await page.goto('/login');
    await page.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('ইমেইল').fill(email);
    await page.getByLabel('ইমেইল').press('Enter');
    await expect(page.getByTestId('forgot-password-sent')).toContainText(email);
    const reset = await mailTo(email, /পাসওয়ার্ড নতুন করে দিন/);
    expect(reset.language).toBe('bn');
    const link = linkTo(reset, '/reset-password');

    // The link from the mail sets a new password and signs this phone in.
    await page.goto(link);
    await page.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill(password);
    await page.getByLabel('নতুন পাসওয়ার্ড আবার লিখুন').fill(password);
    await page.getByLabel('নতুন পাসওয়ার্ড আবার লিখুন').press('Enter');
    await expect(page).not.toHaveURL(/reset-password/);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, emailVerified: true, language: 'bn' });
    await page.screenshot({ path: info.outputPath('signed-in-after-reset.png'), fullPage: true });

    // The same link again: it says it was used, and offers a new one.
    await page.goto(link);
    await page.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill('Another-Pass-2026');
    await page.getByLabel('নতুন পাসওয়ার্ড আবার লিখুন').fill('Another-Pass-2026');
    await page.getByLabel('নতুন পাসওয়ার্ড আবার লিখুন').press('Enter');
    await expect(page.getByTestId('reset-link-problem')).toHaveAttribute('data-problem', 'used');
    await expect(page.getByRole('link', { name: 'নতুন লিংক চেয়ে নিন' })).toHaveAttribute('href', '/forgot-password');
    await page.screenshot({ path: info.outputPath('reset-link-used.png'), fullPage: true });

    // The new password opens the account; the first one no longer does.
    const again = await context.request.post('/api/auth/login', { data: { email, password } });
    expect(again.status()).toBe(200);
    const old = await context.request.post('/api/auth/login', { data: { email, password: 'First-Pass-2026' } });
    expect(old.status()).toBe(401);
  } finally {
    await context.close();
  }
});

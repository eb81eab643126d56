import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { waitForServiceWorkerControl } from './support/sign-in';

/** A phone passed from an admin to a visitor: what the admin loaded does not stay for the visitor. */
const PENDING_PROJECT = 'Plastic-Free Teesta Riverbank';
const PUBLIC_PROJECT = 'Solar Lanterns for Char Villages';

async function loginAs(page: Page, role: string) {
  const { email, password } = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByTestId('header-welcome')).toBeVisible();
}

test('after an admin signs out, the next visitor never sees pending items, online, offline or in search', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search', exact: true });
  await box.fill('Teesta');
  await expect(page.getByTestId('search-result').getByRole('link', { name: PENDING_PROJECT })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // The app is stored on the phone (its service worker may still be storing it after two pages).
  await waitForServiceWorkerControl(page);

  // Offline at once: nothing can be refetched, so only what is on the device can show.
  await context.setOffline(true);
  await page.goto('/search');
  const pending = page.getByTestId('search-result').getByRole('link', { name: PENDING_PROJECT });
  await box.fill('Teesta');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await page.waitForTimeout(500); // a copy that lingered would have had time to show up
  await expect(pending).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await box.fill('Solar Lanterns');
  await expect(page.getByTestId('search-result').getByRole('link', { name: PUBLIC_PROJECT })).toBeVisible();
  await box.fill('Teesta');
  await expect(page.getByTestId('result-count')).not.toHaveText('0 results');
  await expect(pending).toHaveCount(0);
});

import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { waitForServiceWorkerControl } from './support/sign-in';
import { mirroredListAudience } from './support/signals';

/** A phone passed from an admin to a visitor: what the admin loaded does not stay for the visitor. */
const PENDING_PROJECT = 'Plastic-Free Teesta Riverbank';
const PUBLIC_PROJECT = 'Solar Lanterns for Char Villages';
/** An approved project by the same member as the pending one (api/seeds/demo-content.ts). */
const SHOWN_PROJECT = 'Compost Corner at the Community Centre';
const TEESTA_EVENT = 'Teesta Riverbank Clean-Up Day';

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
  // The home page the visitor is on has put the visitor's own copy of the projects on the phone.
  await expect.poll(() => mirroredListAudience(page, 'projects')).toBe('public');

  // Offline: nothing can be refetched, so only what is on the device can show. Both projects
  // name Nusrat Jahan: the approved one showing proves the device's projects were searched.
  await context.setOffline(true);
  await page.goto('/search');
  const result = (name: string) => page.getByTestId('search-result').getByRole('link', { name });
  await box.fill('Nusrat');
  await expect(result(SHOWN_PROJECT)).toBeVisible();
  await expect(result(PENDING_PROJECT)).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await box.fill('Solar Lanterns');
  await expect(result(PUBLIC_PROJECT)).toBeVisible();
  await box.fill('Teesta');
  // The search for 'Teesta' has run (the public event it names shows), without the pending project.
  await expect(result(TEESTA_EVENT)).toBeVisible();
  await expect(result(PENDING_PROJECT)).toHaveCount(0);
});

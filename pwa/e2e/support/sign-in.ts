import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../api/seeds/demo-accounts';

export type DemoRole = 'super_admin' | 'admin' | 'member' | 'participant' | 'applicant';

export const account = (role: DemoRole) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

/** Signs in through /login as the demo account of `role` and waits for the header to greet them. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = account(role);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByTestId('header-welcome')).toBeVisible();
}

/** Opens the admin dashboard (at a phone's size unless told) on one tab. */
export async function openAdminTab(page: Page, tab: 'overview' | 'members' | 'events' | 'content' | 'notices'): Promise<void> {
  await page.goto(`/admin-dashboard?tab=${tab}`);
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
}

/**
 * Waits until the service worker controls the page, reloaded (a return visit), and holds the whole
 * public site: then every public page opens offline.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await publicSiteKept(page);
}

/**
 * What a return visit (or a sign-in) has the worker do in the background once the page's first
 * seconds are over (lib/warm-chunks.ts keepPublicSiteOnReturn): fetch the public pages it did not
 * precache. Asked here with the app's own message and awaited (the worker answers once every file
 * is in its cache; offline.spec.ts sees the app ask it by itself).
 */
export async function publicSiteKept(page: Page): Promise<void> {
  const reply = await page.evaluate(
    () =>
      new Promise<{ cached: number; failed: number }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e: MessageEvent<{ cached: number; failed: number }>) => resolve(e.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'WARM_CHUNKS', groups: ['public'] }, [channel.port2]);
      }),
  );
  expect(reply.failed).toBe(0);
  expect(reply.cached).toBeGreaterThan(20);
}

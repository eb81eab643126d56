import { test, expect } from '@playwright/test';
import { openAdminTab, signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { tabShowsWhole } from './support/page-kit';
import { openWithClockStopped } from './support/signals';

test.use({ viewport: { width: 360, height: 740 } });

/** The admin dashboard's route script. */
const DASHBOARD_CHUNK = /\/assets\/admin-dashboard-[^/]+\.js$/;

test('a visitor is told they are logged out and sent to /api/login after 500 ms', async ({ page }) => {
  await page.route('**/api/login', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>provider</p>' }));
  await openWithClockStopped(page, '/admin-dashboard', DASHBOARD_CHUNK);
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await page.clock.runFor(500);
  await page.waitForURL('**/api/login');
});

test.describe('the dashboard fetched from the server', () => {
  // The route's script must come over the network for the clock to stop before it runs.
  test.use({ serviceWorkers: 'block' });

  test('a member is refused with Access Denied and sent home', async ({ page }) => {
    await signInAs(page, 'member');
    await openWithClockStopped(page, '/admin-dashboard', DASHBOARD_CHUNK);
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('Admin access required')).toBeVisible();
    await page.clock.runFor(500);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
  });
});

test('an admin sees the header, the four stat cards, Attention Required and the tabs, by keyboard too', async ({ page }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  const dash = page.getByTestId('admin-dashboard');
  await expect(dash.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(dash.getByText(/^Welcome back, /)).toBeVisible();
  await expect(dash.getByText('Administrator', { exact: true })).toBeVisible();
  for (const label of ['Total Users', 'Active Members', 'Events', 'Pending Items'])
    await expect(page.getByTestId('admin-stats').getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('admin-attention')).toContainText(/\d+ pending applications/);
  await expect(page.getByTestId('admin-attention')).toContainText(/\d+ content awaiting review/);

  const overview = page.getByRole('tab', { name: 'Overview' });
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Members' })).toBeFocused();
  await expect(page).toHaveURL(/tab=members/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Notices' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(overview).toHaveAttribute('aria-selected', 'true');

  // Issue 29: at 360 px the tabs scroll sideways with a cue. From the start an edge fades where more
  // tabs hide (no 'No…' cut off without a sign); a tab opened by its address is scrolled into view.
  const strip = page.getByTestId('admin-tabs-strip');
  await expect(strip.getByTestId('tabs-fade-after')).toBeVisible();
  await expect(strip.getByTestId('tabs-fade-before')).toHaveCount(0);
  await openAdminTab(page, 'notices');
  const notices = page.getByRole('tab', { name: 'Notices' });
  await expect(notices).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => tabShowsWhole(notices)).toBe(true);
  await expect(strip.getByTestId('tabs-fade-before')).toBeVisible();
  await expect.poll(() => tabShowsWhole(page.getByRole('tab', { name: 'Overview' }))).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('approving an application from the Overview says so and takes it off the list', async ({ page }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  const rows = page.getByTestId('recent-applications').getByTestId('application-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  expect(before).toBeLessThanOrEqual(5);
  const email = (await rows.first().locator('p').nth(1).textContent())!.split(' · ')[0]!;
  await rows.first().getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  await expect(page.getByTestId('recent-applications').getByText(email, { exact: false })).toHaveCount(0);
});

test('offline, the dashboard shows what it last loaded with its time, and write buttons need a connection', async ({ page, context }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('recent-applications').getByTestId('application-row').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('recent-applications').getByTestId('admin-stale')).toContainText('Offline — showing what was loaded');
  await expect(page.getByTestId('recent-applications').getByRole('button', { name: 'Approve' }).first()).toBeDisabled();
  // Issue 29: a tab never opened online on this phone says so, not 'Unable to load' or an empty list.
  await page.getByRole('tab', { name: 'Notices' }).click();
  await expect(page.getByTestId('admin-notices-not-on-phone')).toHaveText('Not on this phone yet — connect once to see this section');
  await context.setOffline(false);
});

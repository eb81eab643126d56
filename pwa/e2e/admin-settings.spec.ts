import { test, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { openAdminTab, signInAs } from './support/sign-in';
import { toast } from './support/page-kit';

/**
 * System Settings: saved by an admin, in effect for everyone — the site's name in the header,
 * footer and title; registrations closed; the maintenance banner (and a visitor's message kept
 * waiting); the max file size's range. Every test puts back the settings it changed (one
 * server is shared by the whole run).
 */
test.use({ viewport: { width: 360, height: 740 } });

type Settings = Record<string, unknown>;

async function readSettings(request: APIRequestContext): Promise<Settings> {
  return (await (await request.get('/api/settings')).json()) as Settings;
}

/** Puts the settings back as they were (the page's admin session). */
async function restore(request: APIRequestContext, settings: Settings): Promise<void> {
  const res = await request.put('/api/settings', { data: settings });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens System Settings from the dashboard header's Settings button. */
async function openSettings(page: Page) {
  await openAdminTab(page, 'overview');
  await page.getByTestId('admin-dashboard').getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog.getByRole('heading', { name: 'System Settings' })).toBeVisible();
  await expect(dialog.getByLabel('Site name', { exact: true })).not.toHaveValue('');
  return dialog;
}

/** Saves with Enter from the last field. */
async function save(page: Page, dialog: ReturnType<Page['getByTestId']>) {
  await dialog.getByLabel('LinkedIn URL').press('Enter');
  await expect(toast(page, 'System settings updated successfully')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'System Settings' })).toBeHidden();
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return { context, page: await context.newPage() };
}

test('a new site name shows in the header, the footer and the page title, after a reload too', async ({ page }) => {
  await signInAs(page, 'admin');
  const original = await readSettings(page.request);
  const name = `Riverside Youth Club ${Date.now()}`;
  try {
    const dialog = await openSettings(page);
    await dialog.getByLabel('Site name', { exact: true }).fill(name);
    await dialog.getByLabel('Site description', { exact: true }).fill('Young people acting for their district.');
    await save(page, dialog);

    await page.goto('/');
    await page.reload();
    await expect(page.getByRole('link', { name: `${name}, home` })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name })).toBeVisible();
    await expect(footer.getByText('Young people acting for their district.')).toBeVisible();
    await expect(footer.getByText(`© 2024 ${name}. All rights reserved.`)).toBeVisible();
    await expect(page).toHaveTitle(name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Young people acting for their district.');
  } finally {
    await restore(page.request, original);
  }
});

test('with registrations closed, Join and Register say so and the server refuses sign-ups (403)', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  const original = await readSettings(page.request);
  const guest = await visitor(browser);
  try {
    const dialog = await openSettings(page);
    await dialog.getByLabel(/Allow registrations/).uncheck();
    await save(page, dialog);

    await guest.page.goto('/join');
    await expect(guest.page.getByTestId('join-page').getByText('Registrations are closed at the moment.')).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
    await guest.page.goto('/register');
    await expect(guest.page.getByText('Registrations are closed at the moment.')).toBeVisible();
    await expect(guest.page.getByLabel('Password')).toHaveCount(0);

    const refused = await guest.page.request.post('/api/auth/register', {
      data: { email: `closed-${Date.now()}@example.org`, password: 'Str0ng#pass', firstName: 'Closed', lastName: 'Out' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('registrations_closed');
  } finally {
    await restore(page.request, original);
    await guest.context.close();
  }
  // Open again: the Join page offers the form.
  const again = await visitor(browser);
  await again.page.goto('/join');
  await expect(again.page.getByRole('button', { name: 'Register Now' })).toBeVisible();
  await again.context.close();
});

test("in maintenance mode everyone sees the banner, and a visitor's message waits instead of failing", async ({ page, browser }) => {
  await signInAs(page, 'admin');
  const original = await readSettings(page.request);
  const guest = await visitor(browser);
  try {
    const dialog = await openSettings(page);
    await dialog.getByLabel(/Maintenance mode/).check();
    await save(page, dialog);
    await page.goto('/');
    await expect(page.getByTestId('maintenance-banner')).toHaveText('The site is under maintenance. Some actions are unavailable.');

    await guest.page.goto('/contact');
    await expect(guest.page.getByTestId('maintenance-banner')).toBeVisible();
    await guest.page.getByLabel('Name').fill('Rafi Ahmed');
    await guest.page.getByLabel('Email').fill('rafi@example.com');
    await guest.page.getByLabel('Subject').fill(`During maintenance ${Date.now()}`);
    await guest.page.getByLabel('Message', { exact: true }).fill('Will this reach you later?');
    await guest.page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(guest.page, 'Saved — it will be sent when you are back online')).toBeVisible();
    await expect(guest.page.getByText('Failed to send message')).toHaveCount(0);
    await expect(guest.page.getByText('1 waiting')).toBeVisible();

    // Off again at the end: the banner goes.
    const off = await openSettings(page);
    await off.getByLabel(/Maintenance mode/).uncheck();
    await save(page, off);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
  } finally {
    await restore(page.request, original);
    await guest.context.close();
  }
});

test('the max file size must be 1 to 100 MB: the field says so and nothing is saved', async ({ page }) => {
  await signInAs(page, 'admin');
  const original = await readSettings(page.request);
  const dialog = await openSettings(page);
  const size = dialog.getByLabel(/Max file size/);
  await expect(size).toHaveValue(String(original.maxFileSize));
  await size.fill('101');
  await size.press('Enter');
  await expect(dialog.getByText('Max file size must be from 1 to 100 MB')).toBeVisible();
  await expect(size).toBeFocused();
  await size.fill('0');
  await dialog.getByLabel('LinkedIn URL').press('Enter');
  await expect(dialog.getByText('Max file size must be from 1 to 100 MB')).toBeVisible();
  await expect(toast(page, 'System settings updated successfully')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('heading', { name: 'System Settings' })).toBeHidden();
  expect((await readSettings(page.request)).maxFileSize).toBe(original.maxFileSize);
});

import { test, expect, type Page } from '@playwright/test';
import { noticesReady } from './support/page-kit';

/** The notice banner above every page (public-site.md §4 Notice banner), with the demo notices. */
const RAIN = 'Heavy rain alert: outdoor activities moved'; // urgent, not dismissible
const BOOTCAMP = 'Registration open: Youth Leadership Bootcamp'; // high, dismissible, links to /events

const banner = (page: Page) => page.getByRole('region', { name: 'Notices' });

async function showNotice(page: Page, title: string) {
  for (let i = 0; i < 3 && !(await banner(page).getByText(title).isVisible()); i++) {
    await banner(page).getByRole('button', { name: 'Next notice' }).click();
  }
  await expect(banner(page).getByText(title)).toBeVisible();
}

test('the banner cycles through the current notices with wraparound and a counter', async ({ page }) => {
  await page.goto('/');
  await noticesReady(page);
  const counter = page.getByTestId('notice-counter');
  await expect(counter).toHaveText('1/2');
  const first = (await banner(page).getByText(RAIN).isVisible()) ? RAIN : BOOTCAMP;
  const second = first === RAIN ? BOOTCAMP : RAIN;

  await banner(page).getByRole('button', { name: 'Next notice' }).click();
  await expect(counter).toHaveText('2/2');
  await expect(banner(page).getByText(second)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Next notice' }).click();
  await expect(counter).toHaveText('1/2');
  await expect(banner(page).getByText(first)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Previous notice' }).click();
  await expect(counter).toHaveText('2/2');
  await expect(banner(page).getByText(second)).toBeVisible();

  // Notices for members or admins, past and future ones are not shown to a visitor.
  await expect(banner(page).getByText('Members: meeting agenda posted')).toHaveCount(0);
  await expect(banner(page).getByText('Annual General Meeting')).toHaveCount(0);
});

test('priority sets the colour and badge, type the icon and badge, and the link is shown', async ({ page }) => {
  await page.goto('/');
  await noticesReady(page);
  await showNotice(page, RAIN);
  await expect(page.getByTestId('notice-banner')).toHaveAttribute('data-priority', 'urgent');
  await expect(page.getByTestId('notice-priority')).toHaveText('Urgent');
  await expect(banner(page).locator('svg[data-icon="urgent"]')).toHaveCount(1);
  await expect(banner(page).getByRole('button', { name: 'Dismiss notice' })).toHaveCount(0);

  await showNotice(page, BOOTCAMP);
  await expect(page.getByTestId('notice-banner')).toHaveAttribute('data-priority', 'high');
  await expect(page.getByTestId('notice-priority')).toHaveText('High');
  await expect(page.getByTestId('notice-type')).toHaveText('Event');
  await expect(page.getByTestId('notice-type')).toBeVisible();
  await banner(page).getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(banner(page)).toBeVisible();
});

test('a dismissed notice stays away after a reload', async ({ page }) => {
  await page.goto('/');
  await noticesReady(page);
  await showNotice(page, BOOTCAMP);
  await banner(page).getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(banner(page).getByText(BOOTCAMP)).toHaveCount(0);
  await expect(banner(page).getByText(RAIN)).toBeVisible();
  await expect(page.getByTestId('notice-counter')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dismissedNotices') ?? '[]') as number[]);
  expect(stored).toHaveLength(1);

  await page.reload();
  await noticesReady(page);
  await expect(banner(page).getByText(RAIN)).toBeVisible();
  await expect(banner(page).getByText(BOOTCAMP)).toHaveCount(0);
  await page.goto('/about');
  await noticesReady(page);
  await expect(banner(page).getByText(RAIN)).toBeVisible();
  await expect(banner(page).getByText(BOOTCAMP)).toHaveCount(0);
});

test('signing in fetches the notices for the new audience without a reload', async ({ page }) => {
  await page.goto('/login');
  await noticesReady(page);
  await expect(page.getByTestId('notice-counter')).toHaveText('1/2');
  await page.getByLabel('Email').fill('admin@club.test');
  await page.getByLabel('Password').fill('Admin#2025pass');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByTestId('notice-counter')).toHaveText('1/4');
  await showNotice(page, 'Admins: review pending applications');
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the type badge is hidden', async ({ page }) => {
    await page.goto('/');
    await noticesReady(page);
    await showNotice(page, BOOTCAMP);
    await expect(page.getByTestId('notice-priority')).toBeVisible();
    await expect(page.getByTestId('notice-type')).toBeHidden();
  });
});

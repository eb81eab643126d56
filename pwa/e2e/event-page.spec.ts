import { test, expect, type Page } from '@playwright/test';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { toast } from './support/page-kit';

/**
 * Phone first, item 13: every event has a page of its own (/events/:id) that can be shared,
 * offers the same Register Now / RSVP as /events, and opens offline once seen. On a 360 px phone.
 */
const MARKETING = EVENT_TITLES.urgent; // the first upcoming event: first on the home page
const STORY_NIGHT = 'Community Story Night';
const CLUB = 'Social Business Youth Club';

test.use({ viewport: { width: 360, height: 740 } });

const eventPage = (page: Page) => page.getByTestId('event-page');

/** A fresh account, signed in in the browser's context (so its registrations and RSVPs are its own). */
async function signInFresh(page: Page, tag: string) {
  const account = { email: `${tag}-${Date.now()}@example.org`, password: 'EventPage#2025' };
  expect((await page.request.post('/api/auth/register', { data: { ...account, firstName: 'Rafi', lastName: 'Islam' } })).ok()).toBe(true);
  expect((await page.request.post('/api/auth/login', { data: account })).ok()).toBe(true);
}

async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('from the home page: the details, the share links, Register Now, and the page again offline', async ({ page, context }) => {
  await signInFresh(page, 'event-page');
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  await page.getByTestId('home-event').first().getByRole('link', { name: MARKETING }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const url = page.url();
  const view = eventPage(page);
  await expect(view.getByRole('heading', { level: 1, name: MARKETING })).toBeVisible();
  await expect(view.getByText('Workshop', { exact: true })).toBeVisible();
  await expect(view.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(view.getByTestId('event-status')).toHaveText(/Upcoming$/);
  await expect(view.getByTestId('capacity')).toHaveText('30');
  const spots = view.getByTestId('spots-left');
  await expect(spots).toHaveText(/^\d+ spots left$/);
  const before = Number((await spots.textContent())!.split(' ')[0]);
  await expect(view.getByText(/Learn to sell online/)).toBeVisible();
  await expect(view.getByRole('link', { name: '+8801555000999' })).toHaveAttribute('href', 'tel:+8801555000999');
  await expect(page).toHaveTitle(`${MARKETING} | ${CLUB}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', MARKETING);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);

  // Share: WhatsApp first, then Facebook, then Copy link.
  const share = page.getByRole('region', { name: 'Share this event' });
  const items = share.getByRole('listitem');
  await expect(items.nth(0).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${MARKETING} ${url}`)}`,
  );
  await expect(items.nth(1).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await items.nth(2).getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Register from the page: the same dialog as on /events, name and e-mail prefilled.
  await view.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByTestId('register-dialog');
  await expect(dialog.getByRole('heading', { name: `Register for ${MARKETING}` })).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Rafi Islam');
  await dialog.getByLabel('Phone number').fill('+8801711000000');
  await dialog.getByLabel('Why do you want to attend?').fill('I want to sell my family’s crafts online.');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(toast(page, 'Registration successful!')).toBeVisible();
  await expect(view.getByText('You are registered')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await expect(spots).toHaveText(`${before - 1} spots left`);

  // Offline, after a reload: still there, from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(view.getByRole('heading', { level: 1, name: MARKETING })).toBeVisible();
  await expect(view.getByText('You are registered')).toBeVisible();
  await expect(spots).toHaveText(`${before - 1} spots left`);
  await context.setOffline(false);
});

test('from an /events card title: RSVP on the page', async ({ page }) => {
  await signInFresh(page, 'event-page-rsvp');
  await page.goto('/events');
  await page.getByRole('tab', { name: 'RSVP Events' }).click();
  await page.getByTestId('event-card').filter({ hasText: STORY_NIGHT }).getByRole('link', { name: STORY_NIGHT, exact: true }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const view = eventPage(page);
  await expect(view.getByRole('heading', { level: 1, name: STORY_NIGHT })).toBeVisible();
  await view.getByRole('button', { name: 'RSVP' }).click();
  await expect(toast(page, 'RSVP confirmed!')).toBeVisible();
  await expect(view.getByText('You are going')).toBeVisible();
  await page.reload();
  await expect(view.getByText('You are going')).toBeVisible();
});

test("an unknown event is 'Event not found', with a way back to /events", async ({ page }) => {
  await page.goto('/events/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await expect(page.getByText("The event you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events & Programs' })).toBeVisible();
});

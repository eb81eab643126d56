import { test, expect, type Page } from '@playwright/test';
import { toast } from './support/page-kit';
import { signInAs, waitForServiceWorkerControl as controlledAfterReload } from './support/sign-in';
import { mirroredListAudience } from './support/signals';

/**
 * Offline first (issue 3): pages visited once online render offline after a reload, and a
 * contact message written offline waits in the outbox and reaches the server exactly once.
 */
const DEMO_EVENT = 'District Social Business Olympiad';
const ADMIN = { email: 'admin@club.test', password: 'Admin#2025pass' };

async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Whether the worker's cache of the pages it did not precache holds each of these public pages' route chunks. */
const keptPages = (page: Page, names: string[]) =>
  page.evaluate(async (names) => {
    const kept = (await (await caches.open('assets')).keys()).map((r) => new URL(r.url).pathname);
    return names.filter((n) => !kept.some((p) => new RegExp(`^/assets/${n}-[\\w-]{8}\\.js$`).test(p)));
  }, names);

test('pages seen online render offline, and an offline contact message is delivered once', async ({ page, context, request }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // A return visit: the app has the worker fetch the public pages it did not precache, once its first seconds are over.
  await expect.poll(() => keptPages(page, ['about', 'contact', 'gallery', 'news-article', 'event-detail', 'search', 'join']), { timeout: 20_000 }).toEqual([]);
  await page.goto('/events');
  await expect(page.getByTestId('events-page').getByText(DEMO_EVENT)).toBeVisible();

  // A repeat visit of an unchanged list moves only a 304 (once the device has stored the first answer).
  await expect.poll(() => mirroredListAudience(page, 'events')).toBe('public');
  const refresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.reload();
  expect((await refresh).status()).toBe(304);
  await expect(page.getByTestId('events-page').getByText(DEMO_EVENT)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('events-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Events & Programs' })).toBeVisible();
  await expect(page.getByTestId('events-page').getByText(DEMO_EVENT)).toBeVisible();
  await expect(page.getByText('Unable to load events')).toHaveCount(0);
  const indicator = page.getByTestId('network-indicator');
  await expect(indicator).toHaveAttribute('data-online', 'false');

  // The shell works offline: client-side navigation to the contact page (its chunk kept on the return visit).
  await page.goto('/').catch(() => undefined); // a full navigation while offline: served by the service worker
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('050-009-0023');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
  const subject = `Offline hello ${Date.now()}`;
  await page.getByLabel('Name').fill('Nusrat Jahan');
  await page.getByLabel('Email').fill('nusrat@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Written on the bus without any signal.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Saved — it will be sent when you are back online')).toBeVisible();
  await expect(page.getByText('Failed to send message')).toHaveCount(0);
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');

  await indicator.click();
  const panel = page.getByTestId('sync-panel');
  await expect(panel.getByText(`Contact message: ${subject}`)).toBeVisible();
  await expect(panel.getByTestId('sync-item')).toHaveAttribute('data-status', 'pending');
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel.getByText(`Contact message: ${subject}`)).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(indicator).toHaveAttribute('data-online', 'true');

  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const countDelivered = async (which: string) => {
    const res = await request.get('/api/contact-messages');
    expect(res.ok()).toBe(true);
    const { messages } = (await res.json()) as { messages: { subject: string }[] };
    return messages.filter((m) => m.subject === which).length;
  };
  await expect.poll(() => countDelivered(subject)).toBe(1);

  // More replay triggers (reload = app start, visibility) must not send it again. The outbox sends
  // in the order writes were made: once a message written after the reload has arrived, the
  // first one would have gone again before it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const later = `${subject} (later)`;
  await page.getByLabel('Name').fill('Nusrat Jahan');
  await page.getByLabel('Email').fill('nusrat@example.com');
  await page.getByLabel('Subject').fill(later);
  await page.getByLabel('Message').fill('Written at home, online this time.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  expect(await countDelivered(later)).toBe(1);
  expect(await countDelivered(subject)).toBe(1);
});

test('a participant’s dashboard opens offline though it was never opened online: the area is kept for offline at sign-in, and says its registrations are not on this phone yet (never 0 / 0 / 0) until they were loaded once', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The home page's 'You are registered for …' line loads the registrations too: here they never load online.
  const mine = '**/api/event-registrations/mine*';
  await page.route(mine, (route) => route.abort());
  // Not precached for visitors (docs/decisions.md, 'A lean first visit'): fetched in the background when they sign in.
  await signInAs(page, 'participant');
  await controlledAfterReload(page);
  const kept = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
      return urls.some((u) => u.includes('/assets/participant-dashboard-'));
    });
  await expect.poll(kept).toBe(true);
  const dashboard = page.getByTestId('participant-dashboard');
  const notOnPhone = page.getByTestId('participant-not-on-phone');
  await context.setOffline(true);
  try {
    await page.goto('/participant-dashboard').catch(() => undefined); // a full navigation while offline: served by the service worker
    await expect(dashboard).toBeVisible();
    // Issue 29: at an event's door, '0 registrations' would read as 'you have none'.
    await expect(notOnPhone).toHaveText('Not on this phone yet — connect once to see your registrations');
    await expect(page.getByTestId('participant-stats')).toHaveCount(0);
    await expect(dashboard.getByText('No upcoming events. Find one to join!')).toHaveCount(0);
    await expect(page.getByTestId('participant-registrations-empty')).toHaveCount(0);
    await expect(page.getByTestId('participant-profile')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Online once: the registrations load and are kept.
    await page.unroute(mine);
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('participant-registration').first()).toBeVisible();
    await expect(notOnPhone).toHaveCount(0);
    const total = await page.getByTestId('participant-stat-total').getByRole('definition').textContent();

    // Offline again: the same numbers from the device, with the 'as last loaded' note.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('participant-offline')).toBeVisible();
    await expect(page.getByTestId('participant-stat-total').getByRole('definition')).toHaveText(total!);
    await expect(notOnPhone).toHaveCount(0);
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
  }
});

test('a first visit keeps the page it saw with what the page may open: an event page registers offline, and a page not seen says it is not on this phone yet', async ({
  browser,
  request,
}) => {
  const { events } = (await (await request.get('/api/events')).json()) as {
    events: { id: number; title: string; status: string; registrationRequired?: boolean; requiresRegistration?: boolean }[];
  };
  const event = events.find((e) => e.status === 'upcoming' && (e.registrationRequired || e.requiresRegistration))!;
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    // One page, once: no reload, no second visit. The worker takes the page once its precache is in.
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    // It keeps the event page and its registration form (named by the page, fetched from the browser's cache).
    await expect.poll(() => keptPages(page, ['event-detail', 'event-registration-form']), { timeout: 20_000 }).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.getByTestId('event-page').getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByTestId('register-dialog').getByRole('heading', { name: `Register for ${event.title}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // The gallery was never opened here: offline it says so, in words a visitor can act on.
    await page.goto('/gallery').catch(() => undefined); // served by the service worker
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Not on this phone yet' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'This page is not on this phone yet. Open it once while you are online, and it opens offline after that.',
    );
  } finally {
    await context.close();
  }
});

import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { toast } from './support/page-kit';
import { mirroredListAudience, outboxRows } from './support/signals';

/** Issue 5, RSVP: signed out nothing is sent; signed in 'Confirming...' then 'RSVP confirmed!'; a refusal; offline. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
const STORY_NIGHT = 'Community Story Night';
const MEETING = 'Monthly Members Meeting';

const card = (page: Page, title: string) => page.getByTestId('event-card').filter({ hasText: title });

async function openRsvpTab(page: Page) {
  await page.goto('/events');
  await page.getByRole('tab', { name: 'RSVP Events' }).click();
}

test('signed out: "Login required" and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/event-rsvp') posts.push(r.url());
  });
  await openRsvpTab(page);
  await card(page, STORY_NIGHT).getByRole('button', { name: 'RSVP' }).click();
  await expect(toast(page, 'Login required')).toContainText('Please log in to RSVP for events.');
  // A send would show 'Confirming...' in the same render as its toast, and every write is stored
  // on the device (the outbox) before it goes: neither happened.
  await expect(card(page, STORY_NIGHT).getByRole('button', { name: 'RSVP', exact: true })).toBeEnabled();
  expect((await outboxRows(page)).filter((w) => w.url.includes('/api/event-rsvp'))).toEqual([]);
  expect(posts).toHaveLength(0);
});

test('signed in: "Confirming...", then "RSVP confirmed!" and the event shows as attended', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/event-rsvp', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });

  await openRsvpTab(page);
  // The member RSVP'd to the meeting in the demo data.
  await expect(card(page, MEETING).getByText('You are going')).toBeVisible();
  await card(page, STORY_NIGHT).getByRole('button', { name: 'RSVP' }).click();
  await expect(card(page, STORY_NIGHT).getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  release();
  await expect(toast(page, 'RSVP confirmed!')).toBeVisible();
  await expect(card(page, STORY_NIGHT).getByText('You are going')).toBeVisible();

  // The server has it.
  const { rsvps } = (await (await page.request.get('/api/event-rsvp/mine')).json()) as { rsvps: { eventId: number }[] };
  const { events } = (await (await page.request.get('/api/events')).json()) as { events: { id: number; title: string }[] };
  expect(rsvps.map((r) => r.eventId)).toContain(events.find((e) => e.title === STORY_NIGHT)!.id);
});

test('a refusal: "RSVP failed" with the server message', async ({ page, request }) => {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  expect((await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } })).ok()).toBe(true);
  const fields = {
    title: `Closing soon ${Date.now()}`,
    description: 'A meeting that gets called off.',
    date: '2030-01-10',
    time: '5:00 PM',
    location: 'Club hall',
    category: 'meeting',
  };
  const created = await request.post('/api/events', { data: fields });
  expect(created.status()).toBe(201);
  const { event } = (await created.json()) as { event: { id: number } };
  try {
    expect((await page.request.post('/api/auth/login', { data: { email: MEMBER.email, password: MEMBER.password } })).ok()).toBe(true);
    await openRsvpTab(page);
    await expect(card(page, fields.title)).toBeVisible();
    // The page refreshes its copy of the list once its first seconds are over (the tab's tap opens
    // them): taken after the call-off, it would take the card away before the RSVP is pressed.
    await expect.poll(() => mirroredListAudience(page, 'events')).toBe('member');
    // Called off after the page showed it: the server refuses, and says why.
    expect((await request.put(`/api/events/${event.id}`, { data: { ...fields, status: 'cancelled' } })).ok()).toBe(true);
    await card(page, fields.title).getByRole('button', { name: 'RSVP' }).click();
    await expect(toast(page, 'RSVP failed')).toContainText('RSVPs are closed for this event');
  } finally {
    await request.delete(`/api/events/${event.id}`).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
  }
});

test('offline: the RSVP waits in the outbox, shows as waiting, then is delivered', async ({ page, context }) => {
  const account = { email: `rsvp-${Date.now()}@example.org`, password: 'Rsvp#2025pass' };
  expect((await page.request.post('/api/auth/register', { data: { ...account, firstName: 'Rafi', lastName: 'Islam' } })).ok()).toBe(true);
  expect((await page.request.post('/api/auth/login', { data: account })).ok()).toBe(true);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await openRsvpTab(page);
  const rsvp = card(page, MEETING).getByRole('button', { name: 'RSVP' });
  await expect(rsvp).toBeVisible();

  await context.setOffline(true);
  await rsvp.click();
  await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
  await expect(page.getByText('RSVP failed')).toHaveCount(0);
  await expect(card(page, MEETING).getByText('RSVP waiting to be sent')).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');

  await context.setOffline(false);
  // Told where the person is once it is delivered (issue 29).
  await expect(toast(page, 'RSVP confirmed!')).toContainText(`You are going to ${MEETING}.`, { timeout: 20_000 });
  await expect(page.getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(card(page, MEETING).getByText('You are going')).toBeVisible();
  const { rsvps } = (await (await page.request.get('/api/event-rsvp/mine')).json()) as { rsvps: { eventId: number }[] };
  expect(rsvps).toHaveLength(1);
});

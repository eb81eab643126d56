import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';

/** Issue 5, RSVP: signed out nothing is sent; signed in 'Confirming...' then 'RSVP confirmed!'. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
const STORY_NIGHT = 'Community Story Night';
const MEETING = 'Monthly Members Meeting';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
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
  await page.waitForTimeout(500);
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

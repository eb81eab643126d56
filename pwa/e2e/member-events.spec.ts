import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { toast } from './support/page-kit';

/**
 * Issue 12, the member dashboard's Event Registration and RSVP Events views (signed-in-areas.md
 * §2, §5): a member registers from the Event Registration view (Ctrl+Enter in the last, multi-line
 * field sends the form) and sees 'Registered' with the status; an event at capacity says 'Event
 * Full'; RSVP and Cancel RSVP online, then offline (each waits, and is delivered once on reconnect).
 * A fresh member and fresh events are made through the admin API and removed afterwards.
 */
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
test.use({ viewport: { width: 360, height: 740 } });

const stamp = `${Date.now()}-${Math.round(Math.random() * 1e4)}`;
const MEMBER = { email: `member-events-${stamp}@example.org`, password: 'MemberEvents#2025', firstName: 'Mim', lastName: 'Akter' };
const TITLES = { olympiad: `Journey Olympiad ${stamp}`, full: `Journey Full Camp ${stamp}`, meetup: `Journey Meetup ${stamp}` };
const base = { description: 'Made by the member events journey.', date: '2030-03-10', time: '10:00 AM', location: 'Club hall' };

let memberId: number;
const eventIds: Record<keyof typeof TITLES, number> = { olympiad: 0, full: 0, meetup: 0 };

async function asAdmin(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
}

test.beforeAll(async ({ request }) => {
  await asAdmin(request);
  const user = await request.post('/api/users', { data: { ...MEMBER, role: 'member' } });
  expect(user.status()).toBe(201);
  memberId = ((await user.json()) as { user: { id: number } }).user.id;
  const make = async (key: keyof typeof TITLES, extra: Record<string, unknown>) => {
    const res = await request.post('/api/events', { data: { ...base, title: TITLES[key], ...extra } });
    expect(res.status()).toBe(201);
    eventIds[key] = ((await res.json()) as { event: { id: number } }).event.id;
  };
  await make('olympiad', { category: 'olympiad', registrationRequired: true, maxParticipants: 30, contactInfo: 'Ask Rumi at the desk' });
  await make('full', { category: 'training', registrationRequired: true, maxParticipants: 1 });
  await make('meetup', { category: 'meeting', registrationRequired: false });
  // Someone else takes the one place of the full camp.
  const taken = await request.post('/api/event-registrations/anonymous', {
    data: { eventId: eventIds.full, name: 'Rafi Islam', email: `taken-${stamp}@example.org`, phone: '+8801711000000', reason: 'I want to learn a lot here.' },
  });
  expect(taken.status()).toBe(201);
});

test.afterAll(async ({ request }) => {
  await asAdmin(request);
  for (const id of Object.values(eventIds)) if (id) await request.delete(`/api/events/${id}`);
  if (memberId) await request.delete(`/api/users/${memberId}`);
});

const registrationCard = (page: Page, title: string) => page.getByTestId('member-event-card').filter({ hasText: title });

async function signInAsFreshMember(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: { email: MEMBER.email, password: MEMBER.password } })).ok()).toBe(true);
}

/** Requests for an RSVP write, from the page or its service worker (Background Sync). */
function countRsvpWrites(context: BrowserContext, method: 'POST' | 'DELETE', eventId: number): () => number {
  let n = 0;
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (
      r.method() === method &&
      (method === 'POST' ? path === '/api/event-rsvp' && r.postDataJSON()?.eventId === eventId : path === `/api/event-rsvp/${eventId}`)
    )
      n++;
  });
  return () => n;
}

async function serverRsvps(page: Page): Promise<number[]> {
  const { rsvps } = (await (await page.request.get('/api/event-rsvp/mine')).json()) as { rsvps: { eventId: number }[] };
  return rsvps.map((r) => r.eventId);
}

test('a member registers from the Event Registration view and sees Registered with the status; a full event says Event Full', async ({ page }) => {
  await signInAsFreshMember(page);
  await page.goto('/member-dashboard?tab=registration');
  await expect(page.getByRole('tab', { name: 'Event Registration' })).toHaveAttribute('aria-selected', 'true');

  const card = registrationCard(page, TITLES.olympiad);
  await expect(card.getByText('Olympiad', { exact: true })).toBeVisible();
  await expect(card.getByTestId('capacity')).toHaveText('0 / 30 registered');
  await expect(card.getByTestId('spots-left')).toHaveText('30 spots left');
  await expect(card.getByText('Contact: Ask Rumi at the desk')).toBeVisible();
  const full = registrationCard(page, TITLES.full).getByRole('button', { name: 'Event Full' });
  await expect(full).toBeDisabled();
  await expect(registrationCard(page, TITLES.full).getByTestId('capacity')).toHaveText('1 / 1 registered');
  // RSVP events are not offered for registration.
  await expect(registrationCard(page, TITLES.meetup)).toHaveCount(0);

  await card.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByTestId('register-dialog');
  await expect(dialog.getByRole('heading', { name: `Register for ${TITLES.olympiad}` })).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Mim Akter');
  await expect(dialog.getByLabel('Email')).toHaveValue(MEMBER.email);
  await expect(dialog.getByLabel('Team name (optional)')).toHaveCount(0);
  // The §5 messages.
  await dialog.getByLabel('Full name').fill('M');
  await dialog.getByLabel('Phone number').fill('01711');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Valid phone number is required')).toBeVisible();

  await dialog.getByLabel('Full name').fill('Mim Akter');
  await dialog.getByLabel('Phone number').fill('01711111111');
  await dialog.getByLabel('Institution (optional)').fill('Rangpur Zilla School');
  await dialog.getByLabel('Grade').selectOption({ label: 'Grade 10' });
  await dialog.getByLabel('Experience level (optional)').selectOption({ label: 'Intermediate' });
  await dialog.getByLabel('Why do you want to join? (optional)').fill('I love solving problems.');
  const last = dialog.getByLabel('Additional information (optional)');
  await last.fill('Vegetarian lunch, please.');
  await last.press('Control+Enter');
  await expect(toast(page, 'Registration successful!')).toContainText('You have been registered for the event.');
  await expect(dialog.getByRole('heading')).toHaveCount(0);

  await expect(card.getByRole('button', { name: 'Registered' })).toBeDisabled();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByTestId('capacity')).toHaveText('1 / 30 registered');

  const { registrations } = (await (await page.request.get('/api/event-registrations/mine')).json()) as { registrations: Array<Record<string, unknown>> };
  expect(registrations.filter((r) => r.eventId === eventIds.olympiad)).toEqual([
    expect.objectContaining({
      participantName: 'Mim Akter',
      phone: '01711111111',
      grade: 'grade-10',
      experience: 'intermediate',
      additionalInfo: 'Vegetarian lunch, please.',
      status: 'pending',
    }),
  ]);
});

test('RSVP and Cancel RSVP online, then offline: each waits and is delivered once on reconnect', async ({ page, context }) => {
  await signInAsFreshMember(page);
  await page.goto('/member-dashboard?tab=rsvp');
  await expect(page.getByRole('tab', { name: 'RSVP Events' })).toHaveAttribute('aria-selected', 'true');
  const yours = page.getByTestId('member-rsvps-yours');
  await expect(yours.getByText("You have not RSVP'd to any events yet.")).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming RSVP Events' }).getByTestId('member-event-card').filter({ hasText: TITLES.meetup });
  const rsvp = upcoming.getByRole('button', { name: `RSVP for ${TITLES.meetup}` });
  const cancel = upcoming.getByRole('button', { name: `Cancel RSVP for ${TITLES.meetup}` });

  // Online.
  await rsvp.click();
  await expect(toast(page, 'RSVP confirmed!')).toBeVisible();
  await expect(upcoming.getByText('You are going')).toBeVisible();
  await expect(yours.getByText(TITLES.meetup)).toBeVisible();
  expect(await serverRsvps(page)).toEqual([eventIds.meetup]);
  await cancel.click();
  await expect(toast(page, 'RSVP cancelled')).toBeVisible();
  await expect(rsvp).toBeVisible();
  await expect(yours.getByText(TITLES.meetup)).toHaveCount(0);
  expect(await serverRsvps(page)).toEqual([]);

  // Offline RSVP: waits, then is delivered once.
  const posts = countRsvpWrites(context, 'POST', eventIds.meetup);
  const deletes = countRsvpWrites(context, 'DELETE', eventIds.meetup);
  await context.setOffline(true);
  try {
    await rsvp.click();
    await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
    await expect(upcoming.getByText('RSVP waiting to be sent')).toBeVisible();
    await expect(yours.getByText(TITLES.meetup)).toBeVisible();
    await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
  }
  await expect(page.getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(upcoming.getByText('You are going')).toBeVisible();
  await expect.poll(() => serverRsvps(page)).toEqual([eventIds.meetup]);
  expect(posts()).toBe(1);

  // Offline cancel: waits (shown as waiting, no longer among the member's RSVPs), then is delivered once.
  await context.setOffline(true);
  try {
    await cancel.click();
    await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
    await expect(upcoming.getByText('Cancellation waiting to be sent')).toBeVisible();
    await expect(yours.getByText(TITLES.meetup)).toHaveCount(0);
    await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
  }
  await expect(page.getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expect(upcoming.getByText('Cancellation waiting to be sent')).toHaveCount(0);
  await expect(rsvp).toBeVisible();
  await expect.poll(() => serverRsvps(page)).toEqual([]);
  expect(deletes()).toBe(1);
});

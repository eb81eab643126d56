import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { account, signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { openWithClockStopped } from './support/signals';

/**
 * Issue 12, the participant dashboard (signed-in-areas.md §2, §4): a participant sees exactly
 * their own registrations (never one a visitor made with their e-mail), on /dashboard and
 * /participant-dashboard, at a phone's size, and offline after one visit. Signed out: the toast
 * and the login.
 */
test.use({ viewport: { width: 360, height: 740 } });

const ADMIN = account('admin');
const PARTICIPANT = account('participant');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Mine {
  eventTitle: string | null;
  eventDate: string | null;
  eventStatus: string | null;
  status: string;
}

/** Today on this machine (the browser's day too), as the dashboard counts it. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
/**
 * How many of the rows have taken place: the demo's events are seeded relative to the day the
 * server started, so a run that crosses midnight sees today's ongoing training as past.
 */
const completedCount = (rows: Mine[]) =>
  rows.filter((r) => r.status !== 'cancelled' && (r.eventStatus === 'completed' || (r.eventDate !== null && r.eventDate.slice(0, 10) < today()))).length;

/** Creates an upcoming event that takes registrations, as the admin; answers its id. */
async function createEvent(admin: APIRequestContext, title: string, inDaysFromNow: number): Promise<number> {
  const res = await admin.post('/api/events', {
    data: {
      title,
      description: 'Participant dashboard journey',
      date: inDays(inDaysFromNow),
      time: '10:00 AM',
      location: 'Youth Centre',
      category: 'workshop',
      registrationRequired: true,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { event: { id: number } }).event.id;
}

const form = (eventId: number, name: string, email = PARTICIPANT.email) => ({
  eventId,
  name,
  email,
  phone: '+8801912345678',
  reason: 'I want to learn with others from my district.',
});

/** The titles on the dashboard's registration cards, sorted. */
const cardTitles = async (page: Page) =>
  (await page.getByTestId('participant-registration').getByTestId('registration-event').allTextContents()).map((s) => s.trim()).sort();

async function expectOwnRegistrations(page: Page, titles: string[], absent: string) {
  const dash = page.getByTestId('participant-dashboard');
  await expect(dash).toBeVisible();
  await expect(page.getByTestId('participant-welcome')).toHaveText(`Welcome back, ${PARTICIPANT.firstName}!`);
  await expect(page.getByTestId('participant-registration')).toHaveCount(titles.length);
  expect(await cardTitles(page)).toEqual([...titles].sort());
  await expect(dash.getByText(absent)).toHaveCount(0);
  await expect(page.getByTestId('participant-stat-total').getByRole('definition')).toHaveText(String(titles.length));
  const profile = page.getByTestId('participant-profile');
  await expect(profile.getByTestId('participant-profile-email')).toHaveText(PARTICIPANT.email);
  await expect(profile.getByTestId('participant-role')).toHaveText('Participant');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a participant sees exactly their own registrations on /dashboard and /participant-dashboard, also offline', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  const ownTitle = `Dashboard Workshop ${stamp}`;
  const joinedTitle = `Registered Without Signing In ${stamp}`;
  const otherTitle = `Someone Else's Registration ${stamp}`;
  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  const created: number[] = [];
  try {
    const own = await createEvent(request, ownTitle, 3);
    created.push(own);
    const joined = await createEvent(request, joinedTitle, 4);
    created.push(joined);
    const other = await createEvent(request, otherTitle, 5);
    created.push(other);

    // Not signed in, registered with the participant's e-mail: the account has proven that address
    // (the demo accounts have), so it joins their registrations. (An account that has not proven it
    // sees nothing of it: api/src/registrations/squatting.routes.test.ts.) Someone else's address: not theirs.
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.post('/api/event-registrations/anonymous', { data: form(joined, 'Arif from a friend’s phone') })).status()).toBe(201);
    expect((await visitor.post('/api/event-registrations/anonymous', { data: form(other, 'Not Arif', `someone.else.${stamp}@example.org`) })).status()).toBe(
      201,
    );
    await visitor.dispose();

    await signInAs(page, 'participant');
    await waitForServiceWorkerControl(page);
    // The participant registers while signed in (with the session cookie).
    expect((await page.request.post('/api/event-registrations', { data: form(own, `${PARTICIPANT.firstName} ${PARTICIPANT.lastName}`) })).status()).toBe(201);
    const mine = ((await (await page.request.get('/api/event-registrations/mine')).json()) as { registrations: Mine[] }).registrations;
    const titles = mine.map((r) => r.eventTitle ?? 'Event Not Found');
    expect(titles).toContain(ownTitle);
    expect(titles).toContain(EVENT_TITLES.olympiad);
    expect(titles).toContain(joinedTitle);
    expect(titles).not.toContain(otherTitle);

    await page.goto('/dashboard');
    await expectOwnRegistrations(page, titles, otherTitle);
    await expect(page.getByRole('banner')).toHaveCount(0); // /dashboard has no header

    await page.goto('/participant-dashboard');
    await expectOwnRegistrations(page, titles, otherTitle);
    // The first upcoming events, soonest first: the new workshop (in 3 days), then the olympiad (21).
    const upcoming = page.getByTestId('participant-upcoming-row');
    await expect(upcoming.first()).toContainText(ownTitle);
    await expect(upcoming.first().getByTestId('registration-status')).toHaveText('Pending');
    await expect(page.getByTestId('participant-upcoming')).toContainText(EVENT_TITLES.olympiad);
    const completed = completedCount(mine);
    const upcomingCount = mine.filter(
      (r) => r.status !== 'cancelled' && r.eventStatus === 'upcoming' && r.eventDate !== null && r.eventDate.slice(0, 10) >= today(),
    ).length;
    // Seeded: an event that has taken place (and today's ongoing training, once the run has crossed
    // midnight since the server started), the olympiad and the new workshop ahead.
    expect(completed).toBeGreaterThanOrEqual(1);
    expect(upcomingCount).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('participant-stat-upcoming').getByRole('definition')).toHaveText(String(upcomingCount));
    await expect(page.getByTestId('participant-stat-completed').getByRole('definition')).toHaveText(String(completed));
    await expect(page.getByTestId('participant-offline')).toHaveCount(0);
    await page.getByTestId('participant-upcoming').getByRole('link', { name: 'Browse Events' }).click();
    await expect(page).toHaveURL(/\/events$/);

    // Offline: the same list, from the device, with a note that it may be out of date.
    await page.goto('/participant-dashboard');
    await expect(page.getByTestId('participant-registration')).toHaveCount(titles.length);
    await context.setOffline(true);
    await page.reload();
    await expectOwnRegistrations(page, titles, otherTitle);
    await expect(page.getByTestId('participant-offline')).toContainText('may be out of date');
    await context.setOffline(false);
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    // Deleting the events deletes their registrations too.
    for (const id of created) expect((await request.delete(`/api/events/${id}`)).ok()).toBe(true);
  }
});

test('signed out, /participant-dashboard says so and goes to the login', async ({ page }) => {
  await openWithClockStopped(page, '/participant-dashboard', /\/assets\/participant-dashboard-[^/]+\.js$/);
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await page.clock.runFor(500);
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('participant-dashboard')).toHaveCount(0);
});

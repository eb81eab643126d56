import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { toast } from './support/page-kit';

/** Issue 5, event registration: messages, custom questions, team members, success, a full event, offline once. */
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
// The demo events (api/seeds/demo.ts DEMO_FACTS names the same ones).
const { olympiad: OLYMPIAD, customQuestions: PITCH, team: HACKATHON, nearlyFull: BOOTCAMP, urgent: MARKETING } = EVENT_TITLES;

const dialog = (page: Page) => page.getByTestId('register-dialog');
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;

async function openRegistration(page: Page, title: string) {
  await page.goto('/events');
  await page.getByTestId('event-card').filter({ hasText: title }).getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog(page).getByRole('heading', { name: `Register for ${title}` })).toBeVisible();
}

async function fillCommon(page: Page, email: string) {
  const d = dialog(page);
  await d.getByLabel('Full name').fill('Rafi Islam');
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Phone number').fill('+8801711000000');
  await d.getByLabel('Institution (optional)').fill('Carmichael College');
  await d.getByLabel('Why do you want to attend?').fill('I want to learn and meet people.');
}

const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Register', exact: true }).click();

/** The admin's list of registrations for the event with this title. */
async function registrationsFor(request: APIRequestContext, title: string) {
  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  const { events } = (await (await request.get('/api/events')).json()) as { events: { id: number; title: string }[] };
  const id = events.find((e) => e.title === title)!.id;
  return (await (await request.get(`/api/event-registrations?eventId=${id}`)).json()) as Array<Record<string, unknown> & { email: string }>;
}

test('validation messages; Cancel closes and resets', async ({ page }) => {
  await openRegistration(page, OLYMPIAD);
  const d = dialog(page);
  await expect(d.getByLabel('Phone number')).toHaveAttribute('placeholder', /^\+880/);
  await expect(d.getByLabel('Team name (optional)')).toHaveCount(0);
  await d.getByLabel('Why do you want to attend?').fill('Too short');
  await submit(page);
  for (const message of [
    'Name is required',
    'Valid email is required',
    'Phone number is required',
    'Please provide at least 10 characters explaining why you want to attend',
  ]) {
    await expect(d.getByText(message)).toBeVisible();
  }
  await d.getByRole('button', { name: 'Cancel' }).click();
  await expect(d.getByRole('heading')).toHaveCount(0);
  await page.getByTestId('event-card').filter({ hasText: OLYMPIAD }).getByRole('button', { name: 'Register Now' }).click();
  await expect(d.getByLabel('Why do you want to attend?')).toHaveValue('');
  await expect(d.getByText('Name is required')).toHaveCount(0);
});

test('custom questions: required ones enforced, every type answered and stored', async ({ page, request }) => {
  const email = freshEmail('pitch');
  await openRegistration(page, PITCH);
  const d = dialog(page);
  await fillCommon(page, email);
  await submit(page);
  await expect(d.getByText('This question is required')).toHaveCount(3);
  await d.getByLabel('What is the name of your idea? (required)').fill('Teesta Plastic Bank');
  await d.getByLabel('Describe the problem your idea solves and who it helps. (required)').fill('No waste collection on the riverbank.');
  await d.getByLabel('Which zero does your idea target? (required)').selectOption('Zero net carbon');
  await d.getByLabel('No', { exact: true }).check();
  await d.getByLabel('Mentoring').check();
  await d.getByLabel('Marketing').check();
  await expect(d.getByText('This question is required')).toHaveCount(0);
  await submit(page);
  await expect(toast(page, 'Registration successful!')).toContainText('You have been registered for the event.');
  // The ticket replaces the form (issue 13); Done closes the dialog.
  await d.getByRole('button', { name: 'Done' }).click();
  await expect(d.getByRole('heading')).toHaveCount(0);

  const mine = (await registrationsFor(request, PITCH)).filter((r) => r.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0].customAnswers).toEqual({
    q1: 'Teesta Plastic Bank',
    q2: 'No waste collection on the riverbank.',
    q3: 'Zero net carbon',
    q4: 'No',
    q5: ['Mentoring', 'Marketing'],
  });
});

test('team event: members are added and removed, and the team is sent', async ({ page, request }) => {
  const email = freshEmail('team');
  await openRegistration(page, HACKATHON);
  const d = dialog(page);
  await fillCommon(page, email);
  await d.getByLabel('Team name (optional)').fill('Green Wheels');
  await d.getByRole('button', { name: 'Add team member' }).click();
  await d.getByRole('button', { name: 'Add team member' }).click();
  const members = d.getByTestId('team-member');
  await expect(members).toHaveCount(2);
  await submit(page);
  await expect(members.nth(1).getByText('Name is required')).toBeVisible();
  await d.getByRole('button', { name: 'Remove member 2' }).click();
  await expect(members).toHaveCount(1);
  await members.nth(0).getByLabel('Name').fill('Tahmina Akter');
  await members.nth(0).getByLabel('Email').fill('tahmina@example.org');
  await members.nth(0).getByLabel('Phone number').fill('+8801700222111');
  await submit(page);
  await expect(toast(page, 'Registration successful!')).toBeVisible();

  const [mine] = (await registrationsFor(request, HACKATHON)).filter((r) => r.email === email);
  expect(mine).toMatchObject({ teamName: 'Green Wheels', teamMembers: [{ name: 'Tahmina Akter', email: 'tahmina@example.org', phone: '+8801700222111' }] });
});

test('the nearly full event: one registration fills it, the next is told "This event is full"', async ({ page, browser }) => {
  await openRegistration(page, BOOTCAMP);
  await fillCommon(page, freshEmail('last-seat'));
  await submit(page);
  await expect(toast(page, 'Registration successful!')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  // This phone holds the ticket now (issue 29): it says so instead of offering the form again.
  await expect(page.getByTestId('event-card').filter({ hasText: BOOTCAMP }).getByText('You are registered')).toBeVisible();

  // The next person, on their own phone.
  const other = await browser.newContext();
  try {
    const next = await other.newPage();
    await next.goto('/events');
    await next.getByTestId('event-card').filter({ hasText: BOOTCAMP }).getByRole('button', { name: 'Register Now' }).click();
    await fillCommon(next, freshEmail('too-late'));
    await submit(next);
    await expect(toast(next, 'Registration failed')).toContainText('This event is full');
    await expect(dialog(next).getByLabel('Full name')).toHaveValue('Rafi Islam');
  } finally {
    await other.close();
  }
});

test('offline: a registration is queued, then delivered exactly once', async ({ page, context, request }) => {
  const email = freshEmail('offline');
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await openRegistration(page, MARKETING);
  await context.setOffline(true);
  await fillCommon(page, email);
  await submit(page);
  await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
  await expect(dialog(page).getByRole('heading')).toHaveCount(0);
  await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  const count = async (title: string, which: string) => (await registrationsFor(request, title)).filter((r) => r.email === which).length;
  await expect.poll(() => count(MARKETING, email)).toBe(1);
  // Starting the app again replays the outbox: it must not send the registration again. Writes go
  // in the order they were made, so once a registration made after the reload has arrived, the
  // first would have gone again before it.
  await page.reload();
  const later = freshEmail('after-reload');
  await page.getByTestId('event-card').filter({ hasText: OLYMPIAD }).getByRole('button', { name: 'Register Now' }).click();
  await fillCommon(page, later);
  await submit(page);
  await expect(toast(page, 'Registration successful!')).toBeVisible();
  expect(await count(OLYMPIAD, later)).toBe(1);
  expect(await count(MARKETING, email)).toBe(1);
});

test.describe('the registration form loads when it is needed', () => {
  test.use({ serviceWorkers: 'block' });
  test('/events does not fetch the form (zod, TanStack Form) until Register Now is pressed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/events');
    await expect(page.getByRole('button', { name: 'Register Now' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('event-registration-form'))).toEqual([]);
    await page.getByRole('button', { name: 'Register Now' }).first().click();
    await expect(page.getByTestId('event-registration-form')).toBeVisible();
    expect(scripts.some((s) => s.includes('event-registration-form'))).toBe(true);
  });
});

import { test, expect, type Browser, type Page } from '@playwright/test';
import { account, signInAs, waitForServiceWorkerControl } from './support/sign-in';

/**
 * Issue 13, the door: a volunteer (granted 'checkin') and an admin, on two phones, download the
 * roster of an event with 20 registrations, lose the signal, check in the queue by typing codes
 * (some people on both phones), and reconnect without doing anything else. The server then holds
 * each person checked in once, and every double scan is listed as a conflict.
 */
test.use({ viewport: { width: 360, height: 740 } });
test.setTimeout(180_000);

const ADMIN = account('admin');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface RosterEntry {
  registrationId: number;
  name: string;
  ticketCode: string;
  checkedInAt: string | null;
}
interface Conflict {
  ticketCode: string;
  scans: { deviceId: string; scannedAt: string }[];
}

async function phone(browser: Browser, signIn: (page: Page) => Promise<void>, eventId: number) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page);
  await waitForServiceWorkerControl(page);
  await page.goto('/check-in');
  await page.getByTestId('checkin-event').selectOption(String(eventId));
  await page.getByRole('button', { name: 'Download roster' }).click();
  await expect(page.getByTestId('checkin-downloaded')).toHaveText(/^Downloaded /);
  await expect(page.getByTestId('checkin-count')).toHaveText('0 / 20 checked in');
  return { context, page };
}

/** Types a ticket code, presses Enter, sees the green result with the name, and goes on with Enter. */
async function checkIn(page: Page, person: RosterEntry) {
  const field = page.getByTestId('checkin-code');
  await field.fill(person.ticketCode);
  await field.press('Enter');
  const result = page.getByTestId('checkin-result');
  await expect(result).toHaveAttribute('data-tone', 'ok');
  await expect(result).toContainText(person.name);
  await page.keyboard.press('Enter');
  await expect(result).toBeHidden();
  await expect(field).toBeFocused();
}

test('two phones check in 20 people offline with overlaps; after reconnecting each is in once and the overlaps are conflicts', async ({ browser, request }) => {
  const stamp = Date.now();
  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  let eventId: number | null = null;
  let volunteerId: number | null = null;
  const phones: { context: { close(): Promise<void>; setOffline(o: boolean): Promise<void> } }[] = [];
  try {
    const created = await request.post('/api/events', {
      // Today: the server takes scan times on the event's day (Asia/Dhaka, ± a day) only.
      data: {
        title: `Door Olympiad ${stamp}`,
        description: 'Check-in journey',
        date: inDays(0),
        time: '10:00 AM',
        location: 'School Hall',
        category: 'olympiad',
        registrationRequired: true,
      },
    });
    expect(created.status()).toBe(201);
    eventId = ((await created.json()) as { event: { id: number } }).event.id;
    // Registered by visitors, signed out: an account holds one registration per event, and nobody checks in their own ticket.
    expect((await request.post('/api/auth/logout')).status()).toBe(204);
    for (let i = 1; i <= 20; i++) {
      const res = await request.post('/api/event-registrations/anonymous', {
        data: {
          eventId,
          name: `Door Person ${String(i).padStart(2, '0')}`,
          email: `door-${stamp}-${i}@club.test`,
          phone: '+8801912345678',
          reason: 'I want to compete with others from my district.',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
    const email = `volunteer-${stamp}@club.test`;
    const password = 'door-volunteer-1';
    const user = await request.post('/api/users', {
      data: { email, password, firstName: 'Door', lastName: 'Volunteer', role: 'participant', permissions: ['checkin'] },
    });
    expect(user.status(), await user.text()).toBe(201);
    volunteerId = ((await user.json()) as { user: { id: number } }).user.id;

    const roster = async () => ((await (await request.get(`/api/events/${eventId}/roster`)).json()) as { roster: RosterEntry[] }).roster;
    const people = (await roster()).sort((a, b) => a.name.localeCompare(b.name));
    expect(people).toHaveLength(20);

    const volunteer = await phone(
      browser,
      async (page) => {
        await page.goto('/login');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.getByLabel('Password').press('Enter');
        await expect(page.getByTestId('header-welcome')).toBeVisible();
        // The volunteer's menu offers the door.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Check-in' }).click();
        await expect(page).toHaveURL(/\/check-in$/);
      },
      eventId,
    );
    phones.push(volunteer);
    const admin = await phone(browser, (page) => signInAs(page, 'admin'), eventId);
    phones.push(admin);

    // No signal at the door.
    await volunteer.context.setOffline(true);
    await admin.context.setOffline(true);
    const first = people.slice(0, 12); // the volunteer's queue: 1-12
    const second = people.slice(8); // the admin's queue: 9-20 (9-12 on both phones)
    const overlap = people
      .slice(8, 12)
      .map((p) => p.ticketCode)
      .sort();
    for (let i = 0; i < Math.max(first.length, second.length); i++) {
      if (first[i]) await checkIn(volunteer.page, first[i]!);
      if (second[i]) await checkIn(admin.page, second[i]!);
    }
    await expect(volunteer.page.getByTestId('checkin-count')).toHaveText('12 / 20 checked in');
    await expect(admin.page.getByTestId('checkin-count')).toHaveText('12 / 20 checked in');
    // The same phone refuses a second scan of the same ticket (amber), offline.
    await volunteer.page.getByTestId('checkin-code').fill(first[0]!.ticketCode);
    await volunteer.page.getByTestId('checkin-code').press('Enter');
    await expect(volunteer.page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'warn');
    await expect(volunteer.page.getByTestId('checkin-result')).toContainText('Already checked in at');
    await volunteer.page.keyboard.press('Enter');
    await expect(admin.page.getByTestId('checkin-conflicts')).toContainText('Needs a connection');
    // Nothing reached the server yet.
    expect((await roster()).filter((p) => p.checkedInAt)).toHaveLength(0);

    // Signal again: nobody presses anything.
    await volunteer.context.setOffline(false);
    await admin.context.setOffline(false);
    await expect.poll(async () => (await roster()).filter((p) => p.checkedInAt).length, { timeout: 60_000 }).toBe(20);
    const conflicts = async () => ((await (await request.get(`/api/events/${eventId}/checkin-conflicts`)).json()) as { conflicts: Conflict[] }).conflicts;
    await expect.poll(async () => (await conflicts()).map((c) => c.ticketCode).sort(), { timeout: 30_000 }).toEqual(overlap);
    for (const c of await conflicts()) {
      expect(c.scans).toHaveLength(2);
      expect(new Set(c.scans.map((s) => s.deviceId)).size).toBe(2);
    }
    // Each scan row on the phones took the server's answer; the later scan of an overlap says 'duplicate'.
    const states = async (page: Page) =>
      page
        .getByTestId('checkin-scans')
        .locator('li')
        .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-state')));
    await expect
      .poll(async () => [...(await states(volunteer.page)), ...(await states(admin.page))].filter((s) => s === 'queued').length, { timeout: 30_000 })
      .toBe(0);
    const all = [...(await states(volunteer.page)), ...(await states(admin.page))];
    expect(all.filter((s) => s === 'duplicate')).toHaveLength(4);
    // The admin sees the overlaps listed on the page.
    await admin.page.getByTestId('checkin-conflicts').getByRole('button', { name: 'Reload' }).click();
    await expect(admin.page.getByTestId('checkin-conflict')).toHaveCount(4);
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    for (const p of phones) await p.context.close();
    if (eventId !== null) expect((await request.delete(`/api/events/${eventId}`)).ok()).toBe(true);
    if (volunteerId !== null) expect((await request.delete(`/api/users/${volunteerId}`)).ok()).toBe(true);
  }
});

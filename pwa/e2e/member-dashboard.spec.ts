import { test, expect, type Page } from '@playwright/test';
import { format } from 'date-fns';
import bnMember from '../src/locales/bn/areas/member-dashboard';
import { signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { tabShowsWhole } from './support/page-kit';
import { openWithClockStopped } from './support/signals';

test.use({ viewport: { width: 360, height: 740 } });

const LEVEL = /^Level: (Newcomer|Active Member|Active Contributor|Community Leader|Ambassador)$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dayKey = (d: Date) => format(d, 'yyyy-MM-dd');

/** The days (YYYY-MM-DD) of the events the calendar marks: upcoming or ongoing, from the server. */
async function eventsByDay(page: Page): Promise<Map<string, string[]>> {
  const res = await page.request.get('/api/events');
  const { events } = (await res.json()) as { events: Array<{ title: string; date: string; status: string }> };
  const out = new Map<string, string[]>();
  for (const e of events.filter((x) => x.status === 'upcoming' || x.status === 'ongoing')) out.set(e.date, [...(out.get(e.date) ?? []), e.title]);
  return out;
}

/** Shows the month of `day` in the calendar (it opens on this month) and selects the day. */
async function pickDay(page: Page, day: Date): Promise<void> {
  const calendar = page.getByTestId('member-calendar');
  const now = new Date();
  const months = (day.getFullYear() - now.getFullYear()) * 12 + day.getMonth() - now.getMonth();
  for (let i = 0; i < months; i++) await calendar.getByRole('button', { name: /next month/i }).click();
  await calendar.getByRole('button', { name: new RegExp(`${escape(format(day, 'PPPP'))}(, |$)`) }).click();
  await expect(calendar.getByTestId('member-calendar-heading')).toHaveText(`Events on ${format(day, 'EEEE, MMMM d, yyyy')}`);
}

test('a visitor is told they are logged out and sent to /api/login after 500 ms', async ({ page }) => {
  await page.route('**/api/login', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>provider</p>' }));
  await openWithClockStopped(page, '/member-dashboard', /\/assets\/member-dashboard-[^/]+\.js$/);
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await page.clock.runFor(500);
  await page.waitForURL('**/api/login');
});

test('a participant is told the page is for members, with a link to their own dashboard', async ({ page }) => {
  await signInAs(page, 'participant');
  await page.goto('/member-dashboard');
  await expect(page.getByRole('heading', { name: 'This dashboard is for members' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByTestId('member-dashboard')).toHaveCount(0);
});

test('a member sees level, numbers, progress, the tabs (by keyboard too), the calendar, and the analytics offline', async ({ page, context }) => {
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  const dash = page.getByTestId('member-dashboard');
  await expect(dash).toBeVisible();
  await expect(page.getByTestId('member-level-badge')).toHaveText(LEVEL);
  for (const label of ['Projects', 'Events', 'Points', 'Streak (days)'])
    await expect(page.getByTestId('member-stats').getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('member-stat-points').locator('dd')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('member-level-next')).toHaveText(
    /^(\d+ points? to (Active Member|Active Contributor|Community Leader|Ambassador)|Highest level reached)$/,
  );
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible();
  await expect(page.getByTestId('member-recent-activities').getByTestId('member-activity').first()).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Inner tabs: a click, then the arrow keys; the tab stays in the address.
  await page.getByRole('tab', { name: 'Activities' }).click();
  await expect(page.getByTestId('member-activities').getByTestId('member-activity').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Achievements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Achievements' })).toBeFocused();
  await expect(page.getByTestId('member-achievements').getByTestId('member-achievement').first()).toBeVisible();
  await expect(page).toHaveURL(/view=achievements/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Events', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('member-calendar')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The calendar: a day of this month without events, then the next day with one (seeded events).
  const byDay = await eventsByDay(page);
  const now = new Date();
  const empty = Array.from({ length: 28 }, (_, i) => new Date(now.getFullYear(), now.getMonth(), i + 1)).find((d) => !byDay.has(dayKey(d)))!;
  await pickDay(page, empty);
  await expect(page.getByTestId('member-calendar').getByText('No events scheduled for this date')).toBeVisible();
  const today = dayKey(now);
  const withEvent = [...byDay.keys()].filter((d) => d >= today).sort()[0]!;
  const [y, m, d] = withEvent.split('-').map(Number);
  await pickDay(page, new Date(y!, m! - 1, d!));
  await expect(page.getByTestId('member-calendar').getByTestId('member-calendar-event').first()).toContainText(byDay.get(withEvent)![0]!);
  await expect(page.getByTestId('member-calendar').getByText('No events scheduled for this date')).toHaveCount(0);

  // Issue 29: the inner tabs scroll sideways with a cue at 360 px: opened by its address, Goals is
  // scrolled into view (it was hidden past the edge), and the edge before it fades.
  await page.goto('/member-dashboard?view=goals');
  const goals = page.getByRole('tab', { name: 'Goals' });
  await expect(goals).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => tabShowsWhole(goals)).toBe(true);
  await expect(page.getByTestId('member-inner-tabs-strip').getByTestId('tabs-fade-before')).toBeVisible();

  // The outer tabs.
  await page.getByRole('tab', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Event Registration' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=registration/);

  // Offline, /member-dashboard shows the analytics last loaded, with their time.
  await page.goto('/member-dashboard');
  await waitForServiceWorkerControl(page);
  const points = page.getByTestId('member-stat-points').locator('dd');
  await expect(points).toHaveText(/^\d[\d,]*$/);
  const shown = await points.textContent();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('member-dashboard')).toBeVisible();
    await expect(page.getByTestId('member-analytics-stale')).toContainText('Offline — showing your progress as loaded');
    await expect(points).toHaveText(shown!);
    await expect(page.getByTestId('member-level-badge')).toHaveText(LEVEL);
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
  }
});

test('Settings: the language is remembered on this device and the account, and sign out everywhere signs out', async ({ page, browser }) => {
  await signInAs(page, 'member');
  // The same member on a second device.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const phone = await other.newPage();
    await signInAs(phone, 'member');

    await page.goto('/member-dashboard');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByTestId('member-settings-dialog');
    // The server takes the choice, but the page is reloaded before it hears the answer: its outbox
    // row stays 'sending' under a claim that looks live, and the next choice must not wait behind it.
    await page.route('**/api/auth/language', (route) => void route.fetch().catch(() => undefined));
    await dialog.getByRole('radio', { name: 'বাংলা' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect.poll(async () => (await page.request.get('/api/auth/user')).json().then((u) => u.language)).toBe('bn');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('button', { name: bnMember.header.settings }).click();
    await expect(dialog.getByRole('radio', { name: 'বাংলা' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'English' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(async () => (await page.request.get('/api/auth/user')).json().then((u) => u.language)).toBe('en');

    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await expect(page.getByTestId('header-welcome')).toHaveCount(0);
    expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  } finally {
    // Whatever failed above, the demo member reads in English again (the journeys after this sign them in).
    const again = await other.newPage();
    await signInAs(again, 'member');
    await again.request.put('/api/auth/language', { data: { language: 'en' } });
    await other.close();
  }
});

import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { openAdminTab, signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { toast } from './support/page-kit';

/** The admin Events tab (signed-in-areas.md §2-§5, §8): create, questions, registrations, CSV, delete, offline. */
test.use({ viewport: { width: 360, height: 740 } });

const eventRow = (page: Page, title: string) => page.getByTestId('admin-event-row').filter({ hasText: title });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  return rows;
}

test('an event with custom questions: created by keyboard, registered for, questions edited, registration confirmed, CSV exported, deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Quiz Night ${Date.now()}`;
  const visitor = `visitor-${Date.now()}@example.org`;

  // Create, by keyboard.
  await signInAs(page, 'admin');
  await openAdminTab(page, 'events');
  await page.getByRole('button', { name: 'Create Event' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('event-form');
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible();
  await expect(form.getByLabel('Status')).toHaveValue('upcoming');
  await form.getByLabel('Title', { exact: true }).focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab'); // the title in Bangla (optional)
  await page.keyboard.press('Tab');
  await page.keyboard.type('Questions on science and history, in teams of one.');
  await form.getByLabel('Date').fill(inDays(30));
  await form.getByLabel('Time').focus();
  await page.keyboard.type('4:00 PM');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Community Centre, Station Road');

  await form.getByRole('button', { name: 'Add question' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('question-card').nth(0).getByLabel('Question text', { exact: true })).toBeFocused();
  await page.keyboard.type('Your school');
  await page.keyboard.press('Tab'); // the question in Bangla (optional)
  await page.keyboard.press('Tab'); // answer type: short text
  await page.keyboard.press('Tab'); // required
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // Add question
  await expect(form.getByRole('button', { name: 'Add question' })).toBeFocused();
  await page.keyboard.press('Enter');
  const second = form.getByTestId('question-card').nth(1);
  await expect(second.getByLabel('Question text', { exact: true })).toBeFocused();
  await page.keyboard.type('Favourite subject');
  await page.keyboard.press('Tab');
  await second.getByLabel('Answer type').selectOption('radio');
  await second.getByLabel('Options (one per line)').focus();
  await page.keyboard.type('Maths');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Science');
  await form.getByLabel('Contact info (optional)').press('Enter');

  await expect(toast(page, 'Event created successfully')).toBeVisible();
  await expect(page.getByTestId('event-form-dialog').getByRole('heading')).toHaveCount(0);
  await expect(eventRow(page, title)).toContainText('Upcoming');
  await expect(eventRow(page, title)).toContainText('0 registered');

  // A visitor sees it on /events and registers through the public form.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const guest = await visitorContext.newPage();
  await guest.goto('/events');
  const card = guest.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Register Now' }).click();
  const register = guest.getByTestId('register-dialog');
  await register.getByLabel('Full name').fill('Nusrat Jahan');
  await register.getByLabel('Email').fill(visitor);
  await register.getByLabel('Phone number').fill('+8801711000000');
  await register.getByLabel('Why do you want to attend?').fill('I love quizzes and want to learn more.');
  await register.getByLabel('Your school (required)').fill('Carmichael College');
  await register.getByLabel('Science').check();
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(toast(guest, 'Registration successful!')).toBeVisible();
  await visitorContext.close();

  // Edit the questions: rename one, add one and move it up, remove one.
  await page.reload();
  await eventRow(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await form.getByTestId('question-card').nth(0).getByLabel('Question text', { exact: true }).fill('Your school or college');
  await form.getByRole('button', { name: 'Add question' }).click();
  await page.keyboard.type('Dietary needs');
  await form.getByRole('button', { name: 'Move up question 3' }).click();
  await expect(form.getByRole('button', { name: 'Move up question 2' })).toBeFocused();
  await form.getByRole('button', { name: 'Remove question 3' }).click();
  await expect(form.getByTestId('question-card')).toHaveCount(2);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Event updated successfully')).toBeVisible();
  await expect(eventRow(page, title)).toContainText('1 registered');

  // The registration keeps its answers: the renamed question's under its new text, the removed one's marked.
  await eventRow(page, title)
    .getByRole('button', { name: `Registrations for ${title}` })
    .click();
  const panel = page.getByTestId('event-registrations-dialog');
  const entry = panel.getByTestId('event-registration').filter({ hasText: visitor });
  await expect(entry).toContainText('Nusrat Jahan');
  await expect(entry).toContainText('+8801711000000');
  await expect(entry).toContainText('I love quizzes and want to learn more.');
  const answers = entry.getByTestId('registration-answers');
  await expect(answers.locator('div').filter({ hasText: 'Your school or college' })).toContainText('Carmichael College');
  await expect(answers.locator('div').filter({ hasText: 'Dietary needs' })).toContainText('No answer');
  await expect(answers.locator('div').filter({ hasText: 'Favourite subject (removed question)' })).toContainText('Science');

  // Confirm it.
  await expect(entry).toContainText('Pending');
  await entry.getByRole('button', { name: 'Confirm the registration of Nusrat Jahan' }).click();
  await expect(toast(page, 'Registration status updated successfully')).toBeVisible();
  await expect(entry).toContainText('Confirmed');
  await expect(entry.getByRole('button', { name: /Confirm|Cancel/ })).toHaveCount(0);

  // Export CSV: BOM, the questions as columns (the removed one marked), the answers.
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(csv.slice(1));
  expect(header).toEqual(
    expect.arrayContaining(['Name', 'Email', 'Status', 'Your school or college', 'Dietary needs', 'Favourite subject (removed question)']),
  );
  const row = rows.find((r) => r[header!.indexOf('Email')] === visitor)!;
  expect(row[header!.indexOf('Name')]).toBe('Nusrat Jahan');
  expect(row[header!.indexOf('Status')]).toBe('confirmed');
  expect(row[header!.indexOf('Your school or college')]).toBe('Carmichael College');
  expect(row[header!.indexOf('Favourite subject (removed question)')]).toBe('Science');
  await panel.getByRole('button', { name: 'Close', exact: true }).click();

  // Delete it (the browser asks first).
  page.once('dialog', (d) => {
    expect(d.message()).toBe(`Are you sure you want to delete ${title}? This action cannot be undone.`);
    void d.accept();
  });
  await eventRow(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(toast(page, 'Event deleted successfully')).toBeVisible();
  await expect(eventRow(page, title)).toHaveCount(0);
});

test('Create Event on the Overview opens the event form on the Events tab', async ({ page }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/tab=events.*action=create-event|action=create-event.*tab=events/);
  await expect(page.getByTestId('event-form')).toBeVisible();
  await page.getByTestId('event-form').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/action=/);
  await expect(page.getByTestId('admin-all-events')).toBeVisible();
});

test('offline: the Events tab shows what it last loaded, and its write buttons need a connection', async ({ page, context }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'events');
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('admin-event-row').first()).toBeVisible();
  await expect(page.getByTestId('recent-registration').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('admin-all-events').getByTestId('admin-stale')).toContainText('Offline — showing what was loaded');
  const first = page.getByTestId('admin-event-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Event' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Event' })).toHaveAttribute('title', 'Needs a connection');
  await expect(first.getByRole('button', { name: /^Edit / })).toBeDisabled();
  await expect(first.getByRole('button', { name: /^Delete / })).toBeDisabled();
  await context.setOffline(false);
});

test.describe('from md up', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('All Events is a table with its five columns', async ({ page }) => {
    await signInAs(page, 'admin');
    await openAdminTab(page, 'events');
    const table = page.getByTestId('admin-all-events').getByRole('table');
    for (const name of ['Event', 'Date & Time', 'Location', 'Status', 'Registrations'])
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
    await expect(table.getByTestId('admin-event-row').first()).toBeVisible();
  });
});

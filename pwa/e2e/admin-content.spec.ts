import { test, expect, type Page } from '@playwright/test';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { openAdminTab, signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { picture, toast, unique } from './support/page-kit';

/** The content manager (signed-in-areas.md §2 Content tab, §4, §8) at a phone's size, with its own uniquely named data. */
test.use({ viewport: { width: 360, height: 740 } });

const row = (page: Page, title: string) => page.getByTestId('content-row').filter({ hasText: title });

async function openSection(page: Page, section: 'Projects' | 'News' | 'Events' | 'Event Registrations' | 'Gallery' | 'Pending Reviews') {
  await page.getByTestId('content-sections').getByRole('tab', { name: section }).click();
  await expect(page.getByTestId('content-sections').getByRole('tab', { name: section })).toHaveAttribute('aria-selected', 'true');
}

/** Deletes an item from its row, accepting the browser's confirmation. */
async function deleteRow(page: Page, title: string, said: string) {
  page.once('dialog', (d) => void d.accept());
  await row(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(toast(page, said)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'content');
});

test('shows the six stat cards and the six sections', async ({ page }) => {
  const stats = page.getByTestId('content-stats');
  for (const label of ['Projects', 'Articles', 'Events', 'Images', 'Members', 'Pending']) await expect(stats.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('content-stat-events')).toHaveText(/^\d+$/);
  const tabs = page.getByTestId('content-sections').getByRole('tab');
  await expect(tabs).toHaveText(['Projects', 'News', 'Events', 'Event Registrations', 'Gallery', /^Pending Reviews/]);
});

test('a project created here starts pending; approved, it shows on the public /projects', async ({ page, browser }) => {
  const title = unique('Solar lamps for the char');
  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByTestId('create-project-dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Project' })).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Category').selectOption('environment');
  await dialog.getByLabel('Description', { exact: true }).fill('Forty solar lamps for the families on the char.');
  await dialog.getByLabel('Description', { exact: true }).press('Control+Enter');
  await expect(toast(page, 'Project created successfully')).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveCount(0);
  await expect(row(page, title)).toHaveAttribute('data-status', 'pending');

  await row(page, title)
    .getByRole('button', { name: `Approve ${title}` })
    .click();
  await expect(toast(page, 'Project approved successfully')).toBeVisible();
  await expect(row(page, title)).toHaveAttribute('data-status', 'approved');
  await expect(row(page, title).getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const guest = await visitor.newPage();
  await guest.goto('/projects');
  await expect(guest.getByTestId('project-card').filter({ hasText: title })).toBeVisible();
  await visitor.close();

  await deleteRow(page, title, 'Project deleted successfully');
});

test('a news article with a 16:9 cover is created pending, then rejected', async ({ page }) => {
  const title = unique('We planted 500 trees');
  await openSection(page, 'News');
  await page.getByRole('button', { name: 'Create News' }).click();
  const dialog = page.getByTestId('create-news-dialog');
  await dialog.locator('input[type=file]').setInputFiles(await picture(page, 'cover.png'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'File uploaded successfully')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Cover image/ })).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Excerpt', { exact: true }).fill('The whole union came out.');
  await dialog.getByLabel('Content', { exact: true }).fill('We planted 500 trees across twelve schools in one morning.');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Article created successfully')).toBeVisible();

  const article = row(page, title);
  await expect(article).toHaveAttribute('data-status', 'pending');
  await expect(article.getByTestId('content-thumb')).toHaveAttribute('src', /^\/uploads\//);
  await expect(article.getByTestId('content-thumb')).not.toHaveAttribute('data-fallback', 'true');
  await article.getByRole('button', { name: `Reject ${title}` }).click();
  // The admin may tell the author why (Enter sends it).
  const reject = page.getByRole('dialog');
  await reject.getByRole('textbox').fill('Please add where the photo was taken.');
  await reject.getByRole('textbox').press('Enter');
  await expect(toast(page, 'Article rejected successfully')).toBeVisible();
  await expect(article).toHaveAttribute('data-status', 'rejected');
  await deleteRow(page, title, 'Article deleted successfully');
});

test('an image added to the gallery can be deleted', async ({ page }) => {
  const title = unique('River clean-up');
  await openSection(page, 'Gallery');
  await page.getByRole('button', { name: 'Create Gallery' }).click();
  const dialog = page.getByTestId('create-gallery-dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Image is required')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(await picture(page, 'river.png'));
  await expect(toast(page, 'File uploaded successfully')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Title', { exact: true }).press('Enter');
  await expect(toast(page, 'Image created successfully')).toBeVisible();
  await expect(row(page, title)).toHaveAttribute('data-status', 'pending');
  await deleteRow(page, title, 'Image deleted successfully');
});

test('a broken thumbnail shows the placeholder', async ({ page }) => {
  const title = unique('Missing picture');
  const created = await page.request.post('/api/gallery', { data: { title, imageUrl: `/uploads/missing-${Date.now()}.jpg` } });
  expect(created.status()).toBe(201);
  await page.reload();
  await openSection(page, 'Pending Reviews');
  const thumb = row(page, title).getByTestId('content-thumb');
  await expect(thumb).toHaveAttribute('data-fallback', 'true');
  await expect(thumb).toHaveAttribute('src', /^data:image\/svg/);
  await openSection(page, 'Gallery');
  await deleteRow(page, title, 'Image deleted successfully');
});

test('a pending event registration is confirmed from Event Registrations', async ({ page }) => {
  const name = unique('Nusrat Jahan');
  const { events } = (await (await page.request.get('/api/events')).json()) as { events: { id: number; title: string }[] };
  const eventId = events.find((e) => e.title === EVENT_TITLES.olympiad)!.id;
  const email = `content-${Date.now()}@example.org`;
  const registered = await page.request.post('/api/event-registrations/anonymous', {
    data: { eventId, name, email, phone: '+8801711000000', reason: 'I want to take part in the olympiad with my school.' },
  });
  expect(registered.status()).toBe(201);

  await page.reload();
  await openSection(page, 'Event Registrations');
  const reg = page.getByTestId('registration-row').filter({ hasText: name });
  await expect(reg).toContainText(EVENT_TITLES.olympiad);
  await expect(reg).toHaveAttribute('data-status', 'pending');
  await reg.getByRole('button', { name: `Confirm the registration of ${name}` }).click();
  await expect(toast(page, 'Registration status updated successfully')).toBeVisible();
  await expect(reg).toHaveAttribute('data-status', 'confirmed');
  await expect(reg.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
});

test('offline, the lists show what was loaded and writing needs a connection', async ({ page, context }) => {
  await waitForServiceWorkerControl(page);
  await expect(row(page, '').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('content-projects').getByTestId('admin-stale')).toContainText('Offline — showing what was loaded');
  await expect(
    row(page, '')
      .first()
      .getByRole('button', { name: /^Delete/ }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByTestId('create-project-dialog').getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  await context.setOffline(false);
});

import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { picture, toast, unique } from './support/page-kit';

/**
 * The member's quick actions (signed-in-areas.md §2, §8; issue 12): a project sent online, an
 * article with a 16:9 cover and a photo made with no connection, kept on the phone, then sent
 * when it returns (each picture uploaded, then its write, once) and reviewed by an admin.
 */
test.use({ viewport: { width: 360, height: 740 } });

const QUEUED = 'Saved — it will be sent when you are back online';

type Pending = Record<'projects' | 'news' | 'gallery', Array<{ id: number; title: string; imageUrl: string | null }>>;
const PATHS = { projects: '/api/projects', news: '/api/news', gallery: '/api/gallery' } as const;

/** Chooses the picture in the dialog's picker and keeps the centred crop. */
async function pickAndCrop(page: Page, dialog: Locator, name: string) {
  await dialog.locator('input[type=file]').setInputFiles(await picture(page, name));
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove image' })).toBeVisible();
}

async function pendingContent(admin: APIRequestContext): Promise<Pending> {
  const res = await admin.get('/api/pending-content');
  expect(res.status()).toBe(200);
  return (await res.json()) as Pending;
}

/** Deletes, as the admin, whatever of ours reached the server. */
async function cleanUp(admin: APIRequestContext, titles: string[]) {
  const pending = await pendingContent(admin).catch(() => null);
  if (!pending) return;
  for (const kind of Object.keys(PATHS) as (keyof typeof PATHS)[]) {
    for (const item of pending[kind] ?? []) if (titles.includes(item.title)) await admin.delete(`${PATHS[kind]}/${item.id}`);
  }
}

test('a project online, an article and a photo offline: kept on the phone, sent once each with their pictures', async ({ page, context, browser }) => {
  const project = unique('Solar lamps for the char');
  const article = unique('We planted 500 trees');
  const photo = unique('River clean-up');
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');

  try {
    await signInAs(page, 'member');
    await page.goto('/dashboard');
    await waitForServiceWorkerControl(page);
    const actions = page.getByTestId('quick-actions');
    const mine = page.getByTestId('my-submissions');
    const row = (title: string) => mine.getByTestId('submission-row').filter({ hasText: title });

    // Online: Submit Project, sent from the title with Enter.
    await actions.getByRole('button', { name: 'Submit Project' }).click();
    const projectDialog = page.getByTestId('submit-project-dialog');
    await projectDialog.getByLabel('Description').fill('Forty solar lamps for the families on the char.');
    await projectDialog.getByLabel('Title').fill(project);
    await projectDialog.getByLabel('Title').press('Enter');
    await expect(toast(page, 'Project submitted successfully')).toBeVisible();
    await expect(projectDialog.getByRole('heading')).toHaveCount(0);
    await expect(row(project)).toHaveAttribute('data-status', 'pending');
    await expect(row(project)).toContainText('Pending review');

    // No connection: Write Article with a 16:9 cover.
    await context.setOffline(true);
    await actions.getByRole('button', { name: 'Write Article' }).click();
    const articleDialog = page.getByTestId('write-article-dialog');
    await articleDialog.getByLabel('Title').fill(article);
    await articleDialog.getByLabel('Excerpt').fill('The whole union came out.');
    await pickAndCrop(page, articleDialog, 'cover.png');
    await articleDialog.getByLabel('Content').fill('We planted 500 trees across twelve schools in one morning.');
    await articleDialog.getByRole('button', { name: 'Publish Article' }).click();
    await expect(toast(page, QUEUED)).toBeVisible();
    await expect(articleDialog.getByRole('heading')).toHaveCount(0);

    // ... and Upload Image, sent from the description with Ctrl+Enter.
    await actions.getByRole('button', { name: 'Upload Image' }).click();
    const imageDialog = page.getByTestId('upload-image-dialog');
    await pickAndCrop(page, imageDialog, 'river.png');
    await imageDialog.getByLabel('Title', { exact: true }).fill(photo);
    await imageDialog.getByLabel('Description', { exact: true }).fill('Forty of us cleared the river bank.');
    await imageDialog.getByLabel('Description', { exact: true }).press('Control+Enter');
    await expect(toast(page, QUEUED)).toBeVisible();
    await expect(imageDialog.getByRole('heading')).toHaveCount(0);

    for (const title of [article, photo]) {
      await expect(row(title)).toHaveAttribute('data-status', 'waiting');
      await expect(row(title)).toContainText('Waiting to be sent');
      await expect(row(title).getByTestId('submission-thumb')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The connection returns: both go, picture first, and come back from the server pending review.
    await context.setOffline(false);
    // Told where the member is once delivered (issue 29): the last one's toast.
    await expect(toast(page, 'Image uploaded successfully')).toContainText(photo, { timeout: 30_000 });
    for (const title of [article, photo]) {
      await expect(row(title)).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
      await expect(row(title)).toContainText('Pending review');
    }
    await expect(mine.getByTestId('submission-row').filter({ hasText: article })).toHaveCount(1);

    // The admin's Pending Reviews: each exactly once, each picture uploaded.
    const pending = await pendingContent(admin.request);
    const only = (kind: keyof Pending, title: string) => {
      const found = pending[kind].filter((i) => i.title === title);
      expect(found, `${title} in ${kind}`).toHaveLength(1);
      return found[0]!;
    };
    expect(only('projects', project).imageUrl ?? null).toBeNull();
    const cover = only('news', article).imageUrl;
    const image = only('gallery', photo).imageUrl;
    expect(cover).toMatch(/^\/uploads\//);
    expect(image).toMatch(/^\/uploads\//);
    // The cover was cropped on the phone at 16:9.
    const size = await admin.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { w: img.naturalWidth, h: img.naturalHeight };
    }, cover!);
    expect(size.w / size.h).toBeCloseTo(16 / 9, 1);

    await admin.goto('/admin-dashboard?tab=content');
    await admin
      .getByTestId('content-sections')
      .getByRole('tab', { name: /^Pending Reviews/ })
      .click();
    for (const title of [project, article, photo]) await expect(admin.getByTestId('content-row').filter({ hasText: title })).toHaveCount(1);
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    await cleanUp(admin.request, [project, article, photo]);
    await adminContext.close();
  }
});

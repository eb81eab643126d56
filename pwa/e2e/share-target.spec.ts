import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { account, signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { picture, toast, unique } from './support/page-kit';

/**
 * Share into the app (issue 29 §12): the installed app is a share target for pictures. The
 * phone's share sheet sends a multipart POST of /share-target, which the app's service worker
 * answers (offline too): Upload Image opens with the picture ready to crop and send through the
 * outbox. A visitor signs in first and lands there with the picture kept. (A share sheet cannot
 * be driven here: the journey posts the same form the phone would.)
 */
test.use({ viewport: { width: 360, height: 740 } });

async function share(page: Page, name: string) {
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), { id: 'share-sheet', method: 'post', action: '/share-target', enctype: 'multipart/form-data' });
    form.append(Object.assign(document.createElement('input'), { type: 'file', name: 'image' }));
    document.body.append(form);
  });
  await page.locator('#share-sheet input').setInputFiles(await picture(page, name));
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

async function cleanUp(admin: APIRequestContext, title: string) {
  const pending = (await (await admin.get('/api/pending-content')).json()) as { gallery: Array<{ id: number; title: string }> };
  for (const item of pending.gallery.filter((i) => i.title === title)) await admin.delete(`/api/gallery/${item.id}`);
}

test('a member shares a photo into the app offline: Upload Image opens with it to crop, and it is sent once back online', async ({
  page,
  context,
  browser,
}) => {
  for (const file of ['/manifest.webmanifest', '/manifest-bn.webmanifest']) {
    const manifest = (await (await page.request.get(file)).json()) as {
      share_target?: { action: string; method: string; params: { files: Array<{ name: string }> } };
    };
    expect(manifest.share_target, file).toMatchObject({ action: '/share-target', method: 'POST', params: { files: [{ name: 'image' }] } });
  }
  const title = unique('Clean-up at the river');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  try {
    await signInAs(page, 'member');
    await page.goto('/dashboard');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await share(page, 'clean-up.png');
    await expect(page).toHaveURL(/\/member-dashboard\?quick=image$/);
    const dialog = page.getByTestId('upload-image-dialog');
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove image' })).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Title', { exact: true }).press('Enter');
    await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
    const row = page.getByTestId('my-submissions').getByTestId('submission-row').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-status', 'waiting');

    await context.setOffline(false);
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    const pending = (await (await admin.request.get('/api/pending-content')).json()) as { gallery: Array<{ title: string; imageUrl: string }> };
    const sent = pending.gallery.filter((i) => i.title === title);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.imageUrl).toMatch(/^\/uploads\//);

    // Opened again, Upload Image is empty: a shared picture is taken once.
    await page.goto('/member-dashboard?quick=image');
    const again = page.getByTestId('upload-image-dialog');
    await expect(again.locator('input[type=file]')).toBeAttached();
    expect(await page.evaluate(async () => (await caches.open('shared-picture')).match('/shared-picture'))).toBeUndefined(); // nothing left to take
    await expect(again.getByRole('button', { name: 'Use this image' })).toHaveCount(0);
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    await cleanUp(admin.request, title);
    await adminContext.close();
  }
});

test('a visitor who shares a photo signs in first and finds it waiting in Upload Image', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await share(page, 'market.png');
  await expect(page).toHaveURL(/\/login\?next=/);
  const { email, password } = account('member');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/member-dashboard\?quick=image$/);
  await expect(page.getByTestId('upload-image-dialog').getByRole('button', { name: 'Use this image' })).toBeVisible();
});

import { test, expect, type APIRequestContext, type Browser } from '@playwright/test';
import { signInAs } from './support/sign-in';
import { picture, toast } from './support/page-kit';

/**
 * Edit Profile (signed-in-areas.md §2, §8, §9) at a phone's size: the member edits their
 * published profile with a square picture; the edit waits for review while visitors keep the
 * approved version; the admin sees what changed in Pending Reviews and approves it.
 */
test.use({ viewport: { width: 360, height: 740 } });

const PHONE = { viewport: { width: 360, height: 740 } };

type Profile = {
  id: number;
  name: string;
  username: string | null;
  bio: string | null;
  website: string | null;
  profileImageUrl: string | null;
  position: string | null;
  email: string | null;
  social: { linkedin: string | null; facebook: string | null };
  reviewStatus: string;
};

const profileUrl = (userId: number) => `/api/member-profile/user/${userId}`;
async function ownProfile(request: APIRequestContext, userId: number): Promise<Profile> {
  const res = await request.get(profileUrl(userId));
  expect(res.status()).toBe(200);
  return (await res.json()) as Profile;
}
const bodyOf = (p: Profile) => ({
  name: p.name,
  username: p.username,
  bio: p.bio,
  website: p.website,
  profileImageUrl: p.profileImageUrl,
  position: p.position,
  linkedin: p.social.linkedin,
  facebook: p.social.facebook,
  email: p.email,
});

/** The member's public About text, as a visitor on another phone sees it. */
async function publicBio(browser: Browser, username: string): Promise<string> {
  const visitor = await browser.newContext(PHONE);
  try {
    const guest = await visitor.newPage();
    await guest.goto(`/member/${username}`);
    await expect(guest.getByTestId('member-profile-page').getByRole('heading', { level: 1 })).toBeVisible();
    return (await guest.getByTestId('member-profile-page').textContent()) ?? '';
  } finally {
    await visitor.close();
  }
}

/** Puts the member's profile back as it was: saved again (withdrawing or replacing any edit), approved if it waits. */
async function restore(memberRequest: APIRequestContext, adminRequest: APIRequestContext, userId: number, original: Profile) {
  const put = await memberRequest.put(profileUrl(userId), { data: bodyOf(original) });
  expect(put.status()).toBe(200);
  if ((await ownProfile(memberRequest, userId)).reviewStatus === 'pending') {
    // A profile decision names the version the admin reviewed (its revisionId in Pending Reviews).
    const pending = (await (await adminRequest.get('/api/pending-content')).json()) as { members: { id: number; revisionId: number }[] };
    const entry = pending.members.find((m) => m.id === original.id)!;
    expect((await adminRequest.post(`/api/approve-content/member/${original.id}`, { data: { revisionId: entry.revisionId } })).status()).toBe(200);
  }
  expect(bodyOf(await ownProfile(memberRequest, userId))).toEqual(bodyOf(original));
}

test('a member edits bio and picture; the edit waits for review until the admin approves what changed', async ({ page, browser }) => {
  await signInAs(page, 'member');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const original = await ownProfile(page.request, me.id);
  expect(original.reviewStatus).toBe('approved');
  const username = original.username!;
  const newBio = `I lead tree drives and river clean-ups ${Date.now()}.`;

  const admin = await browser.newContext(PHONE);
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');
  try {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByTestId('edit-profile-dialog');
    await expect(dialog.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(original.name);
    await expect(dialog.getByLabel('Bio')).toHaveValue(original.bio ?? '');

    // A new picture, cropped square (one keyboard nudge of the selection), uploaded at once.
    if (await dialog.getByRole('button', { name: 'Clear' }).isVisible()) await dialog.getByRole('button', { name: 'Clear' }).click();
    await dialog.locator('input[type=file]').setInputFiles(await picture(page, 'me.png'));
    await dialog.getByLabel('Use the arrow keys to move the crop selection area').focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, 'File uploaded successfully')).toBeVisible();
    const preview = dialog.getByRole('img', { name: /Profile picture/ });
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    const size = await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size[0]).toBeGreaterThan(0);
    expect(size[0]).toBe(size[1]);

    await dialog.getByLabel('Bio').fill(newBio);
    await dialog.getByLabel('Facebook profile').press('Enter');
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveCount(0);
    await expect(page.getByTestId('profile-review-badge')).toHaveText('Changes waiting for review');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(dialog.getByTestId('profile-review-note')).toContainText('Your changes are waiting for review');
    await expect(dialog.getByLabel('Bio')).toHaveValue(newBio);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Visitors still see the approved version.
    const before = await publicBio(browser, username);
    expect(before).toContain(original.bio ?? '');
    expect(before).not.toContain(newBio);

    // The admin sees the change listed, and approves it.
    await adminPage.goto('/admin-dashboard?tab=content');
    await adminPage
      .getByTestId('content-sections')
      .getByRole('tab', { name: /^Pending Reviews/ })
      .click();
    const row = adminPage.getByTestId('content-row').filter({ hasText: 'Profile edit' }).filter({ hasText: original.name });
    const changes = row.getByTestId('profile-changes');
    await expect(changes.locator('[data-field=bio]')).toContainText(newBio);
    await expect(changes.locator('[data-field=bio]')).toContainText('Bio');
    await expect(changes.locator('[data-field=profileImageUrl]').getByRole('img', { name: 'Picture after' })).toHaveAttribute('src', /^\/uploads\//);
    await row.getByRole('button', { name: `Approve ${original.name}` }).click();
    await expect(toast(adminPage, 'Member approved successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    // Published: visitors see the new bio; nothing waits any more.
    expect(await publicBio(browser, username)).toContain(newBio);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-review-badge')).toHaveCount(0);
  } finally {
    await restore(page.request, adminPage.request, me.id, original);
    await admin.close();
  }
});

test('a link that is not a URL is refused on its field, and nothing is sent', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByTestId('edit-profile-dialog');
  await expect(dialog.getByLabel('Name', { exact: true })).not.toHaveValue('');
  let puts = 0;
  page.on('request', (r) => void (r.method() === 'PUT' && r.url().includes('/api/member-profile/') && puts++));
  await dialog.getByLabel('LinkedIn profile').fill('linkedin dot com slash me');
  await dialog.getByLabel('LinkedIn profile').press('Enter');
  await expect(dialog.getByText('Must be a URL or a path starting with /')).toBeVisible();
  await expect(dialog.getByLabel('LinkedIn profile')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(puts).toBe(0);
});

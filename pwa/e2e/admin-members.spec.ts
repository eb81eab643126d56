import fs from 'node:fs';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { account, openAdminTab, signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { toast } from './support/page-kit';

/**
 * User Management (the Members tab): add by keyboard, edit, view, make an approved applicant a
 * member, delete after the browser's confirmation, no Delete for a super admin, the CSV export.
 */
test.use({ viewport: { width: 360, height: 740 } });

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const userRow = (page: Page, text: string) => page.getByTestId('user-management').getByTestId('user-row').filter({ hasText: text });
const totalUsers = async (page: Page) =>
  Number((await page.getByTestId('admin-stats').locator('div').filter({ hasText: 'Total Users' }).locator('dd').textContent())!.replace(/\D/g, ''));

/** Creates an account through the API as the signed-in admin (the page's cookies). */
async function createUser(request: APIRequestContext, data: Record<string, unknown>): Promise<{ id: number; email: string }> {
  const res = await request.post('/api/users', { data: { password: 'Str0ng#pass', isActive: true, ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: number; email: string } }).user;
}

test('add a user by keyboard from Quick Actions, edit them, view them, then delete them after the confirmation', async ({ page }) => {
  const tag = unique('rina');
  const email = `${tag}@example.org`;
  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  await expect(page.getByTestId('admin-stats').locator('dd').first()).not.toHaveText('–');
  const before = await totalUsers(page);

  // Quick Actions 'Add User' opens the dialog on the Members tab.
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/tab=members.*action=add-user|action=add-user.*tab=members/);
  const dialog = page.getByTestId('add-user-dialog');
  await expect(dialog.getByRole('heading', { name: 'Add User' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Rina');
  await dialog.getByLabel('Last name').fill(tag);
  // A short password is refused on the field, nothing is sent.
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await dialog.getByLabel('Password').fill('Str0ng#pass');
  await dialog.getByLabel('Role').selectOption({ label: 'Participant' });
  // Enter from the last field sends the form.
  await dialog.getByLabel('Active account').focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Add User' })).toBeHidden();
  const name = `Rina ${tag}`;
  const row = userRow(page, email);
  await expect(row).toBeVisible();
  await expect(row.getByText('Participant', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // The stat cards read the same list: they count the new user.
  await expect.poll(() => totalUsers(page)).toBe(before + 1);

  // The same e-mail again: the server's message lands on the e-mail field.
  await page.getByTestId('user-management').getByRole('button', { name: 'Add User' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Str0ng#pass');
  await dialog.getByLabel('Password').press('Enter');
  await expect(toast(page, 'Failed to create user')).toBeVisible();
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit: a new last name and inactive, sent with Enter from a field.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByTestId('edit-user-dialog');
  await expect(edit.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByText('Profile picture')).toBeVisible();
  await edit.getByLabel('Active account').uncheck();
  await edit.getByLabel('Last name').fill(`${tag}-edited`);
  await edit.getByLabel('Last name').press('Enter');
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  const edited = `Rina ${tag}-edited`;
  await expect(row.getByText(edited)).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();

  // View: the account read only.
  await row.getByRole('button', { name: `View ${edited}` }).click();
  const view = page.getByTestId('user-detail-dialog');
  await expect(view.getByRole('heading', { name: 'User Details' })).toBeVisible();
  const detail = view.getByTestId('user-detail');
  await expect(detail.getByText(edited)).toBeVisible();
  await expect(detail.getByText(email)).toBeVisible();
  await expect(detail.getByText('Never')).toBeVisible();
  await expect(detail.getByText('No event registrations')).toBeVisible();
  await expect(detail.locator('input, select, textarea')).toHaveCount(0);
  await view.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(view.getByRole('heading', { name: 'User Details' })).toBeHidden();

  // Delete: the browser asks first.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await row.getByRole('button', { name: `Delete ${edited}` }).click();
  await expect(toast(page, 'User removed successfully')).toBeVisible();
  expect(asked).toBe(`Are you sure you want to remove ${edited}? This action cannot be undone.`);
  await expect(userRow(page, email)).toHaveCount(0);
  await expect.poll(() => totalUsers(page)).toBe(before);
});

test('a super admin has no Delete; other rows do; a table from md up', async ({ page }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'members');
  const superRow = userRow(page, account('super_admin').email);
  await expect(superRow).toBeVisible();
  await expect(superRow.getByText('Super Admin')).toBeVisible();
  await expect(superRow.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(superRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(userRow(page, account('member').email).getByRole('button', { name: /^Delete / })).toBeVisible();

  // Search narrows the list.
  await page.getByLabel('Search users').fill('super admin');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByLabel('Search users').fill('');

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByTestId('user-management').getByRole('table')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: account('super_admin').email })
      .getByRole('button', { name: /^Delete / }),
  ).toHaveCount(0);
});

test('an approved applicant is made a member in one action', async ({ page }) => {
  await signInAs(page, 'admin');
  const tag = unique('applicant');
  const applicant = await createUser(page.request, { email: `${tag}@example.org`, firstName: 'Karim', lastName: tag, role: 'applicant' });
  const name = `Karim ${tag}`;
  await openAdminTab(page, 'members');
  await page.getByLabel('Search users').fill(tag);
  const row = userRow(page, applicant.email);
  await expect(row.getByText('Applicant', { exact: true })).toBeVisible();
  await expect(row.getByTestId('application-badge')).toHaveText(/Pending/);
  await expect(row.getByRole('button', { name: `Make ${name} a member` })).toHaveCount(0);

  // Approve from the Overview's Recent Applications, then the Members tab offers Make member.
  await openAdminTab(page, 'overview');
  await page.getByTestId('application-row').filter({ hasText: applicant.email }).getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Application approved')).toBeVisible();
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('Search users').fill(tag);
  await expect(row.getByTestId('application-badge')).toHaveText(/Approved/);
  await row.getByRole('button', { name: `Make ${name} a member` }).click();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(row.getByText('Member', { exact: true })).toBeVisible();
  await expect(row.getByTestId('application-badge')).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Make ${name} a member` })).toHaveCount(0);
});

test('Export CSV downloads every user as a spreadsheet file', async ({ page }) => {
  await signInAs(page, 'admin');
  const tag = unique('csv');
  const user = await createUser(page.request, { email: `${tag}@example.org`, firstName: 'Bangla, "quoted"', lastName: 'রহমান', role: 'member' });
  await openAdminTab(page, 'members');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'ID,Email,First name,Last name,Phone,Role,Active,Application status,Age,Address,Motivation,Applied at,Approved at,Last sign-in,Created at',
  );
  const line = lines.find((l) => l.includes(user.email))!;
  expect(line.startsWith(`${user.id},${user.email},"Bangla, ""quoted""",রহমান,,member,yes,approved,`)).toBe(true);
});

test('offline, the list shows what was loaded and Add User, Delete and Export CSV need a connection', async ({ page, context }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'members');
  await waitForServiceWorkerControl(page);
  await expect(userRow(page, account('member').email)).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  const section = page.getByTestId('user-management');
  await expect(section.getByTestId('admin-stale')).toContainText('Offline — showing what was loaded');
  await expect(userRow(page, account('member').email)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add User' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(userRow(page, account('member').email).getByRole('button', { name: /^Delete / })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Add User' })).toHaveAttribute('title', 'Needs a connection');
  await context.setOffline(false);
});

import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { toast } from './support/page-kit';

/** Issue 5, Join: the dialog's every message, success, a refusal, and an offline application delivered once. */
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const APPLICANT = DEMO_ACCOUNTS.find((a) => a.role === 'applicant')!;
const PASSWORD = 'Join#2025pass';

const dialog = (page: Page) => page.getByTestId('join-dialog');

async function openDialog(page: Page) {
  await page.goto('/join');
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Join the Social Business Youth Club' })).toBeVisible();
}

async function fillForm(page: Page, email: string) {
  const d = dialog(page);
  await d.getByLabel('First name').fill('Rafi');
  await d.getByLabel('Last name').fill('Islam');
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Phone number').fill('+8801711000000');
  await d.getByLabel('Age').fill('19');
  await d.getByLabel('Address').fill('Station Road, Rangpur');
  await d.getByLabel('Why do you want to join?').fill('To run clean-ups in my union.');
  await d.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await d.getByLabel('Confirm password').fill(PASSWORD);
}

/** Logs in with the new account over HTTP and reads it back: an applicant, pending, with the join fields. */
async function expectApplicant(request: APIRequestContext, email: string) {
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const user = await (await request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ email, role: 'applicant', applicationStatus: 'pending', phone: '+8801711000000', age: '19', address: 'Station Road, Rangpur' });
}

test('the page shows the benefits, requirements and the free-registration note', async ({ page }) => {
  await page.goto('/join');
  for (const title of ['Join the Community', 'Learn and Grow', 'Create Impact', 'Membership Requirements', 'Member Benefits']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('Registration is free and open to all youth aged 16-30 living in the district.')).toBeVisible();
});

test('every validation message of the form; the password rule shows under its field from the start', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openDialog(page);
  const d = dialog(page);
  // Issue 29: the rule is said before anything is typed or sent, and read out with the field.
  const password = d.getByLabel('Password', { exact: true });
  await password.scrollIntoViewIfNeeded();
  await expect(d.getByText('At least 8 characters.')).toBeVisible();
  await expect(password).toHaveAccessibleDescription('At least 8 characters.');
  await expect(d.getByText('Password must be at least 8 characters')).toHaveCount(0);
  await d.getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Phone number is required',
    'Age is required',
    'Address is required',
    'Please tell us your motivation',
    'Password must be at least 8 characters',
    'Please confirm your password',
  ]) {
    await expect(d.getByText(message)).toBeVisible();
  }
  await d.getByLabel('Password', { exact: true }).fill('short');
  await expect(d.getByText('Password must be at least 8 characters')).toBeVisible();
  await d.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await d.getByLabel('Confirm password').fill('Something#else');
  await expect(d.getByText('Passwords do not match')).toBeVisible();
  await expect(d.getByText('Password must be at least 8 characters')).toHaveCount(0);
  // Escape closes the dialog; the draft is still there when it opens again.
  await page.keyboard.press('Escape');
  await expect(d.getByRole('heading')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register Now' }).click();
  await expect(d.getByLabel('Confirm password')).toHaveValue('Something#else');
});

test('a new applicant: "Account Created Successfully!", the dialog offers to log in, the account exists', async ({ page, request }) => {
  const email = `join-${Date.now()}@club.test`;
  await openDialog(page);
  await fillForm(page, email);
  await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Account Created Successfully!')).toContainText(
    'Your club account has been created. You can now log in to check your application status.',
  );
  await expect(dialog(page).getByRole('link', { name: 'Log in to follow your application' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog(page).getByRole('heading')).toHaveCount(0);
  await expectApplicant(request, email);
});

test('an e-mail already in use: "Registration Failed" with the server message, input kept', async ({ page }) => {
  await openDialog(page);
  await fillForm(page, APPLICANT.email);
  await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Registration Failed')).toContainText('An account with this email already exists. Please log in instead.');
  await expect(dialog(page).getByLabel('First name')).toHaveValue('Rafi');
  await expect(dialog(page).getByLabel('Confirm password')).toHaveValue(PASSWORD);
});

test('offline: the application is queued, then delivered once when back online', async ({ page, context, request }) => {
  const email = `join-offline-${Date.now()}@club.test`;
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await openDialog(page);
  await context.setOffline(true);
  await fillForm(page, email);
  await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
  await expect(toast(page, 'Registration Failed')).toHaveCount(0);
  await expect(dialog(page).getByRole('heading')).toHaveCount(0);
  await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-count')).toHaveCount(0, { timeout: 20_000 });
  await expectApplicant(request, email);

  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  const count = async (which: string) => {
    const { applicants } = (await (await request.get('/api/users/applicants')).json()) as { applicants: { email: string }[] };
    return applicants.filter((a) => a.email === which).length;
  };
  expect(await count(email)).toBe(1);
  // Starting the app again replays the outbox: it must not send the application again. Writes go
  // in the order they were made, so once an application made after the reload has arrived, the
  // first would have gone again before it.
  await page.reload();
  const later = `join-later-${Date.now()}@club.test`;
  await page.getByRole('button', { name: 'Register Now' }).click();
  await fillForm(page, later);
  await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Account Created Successfully!')).toBeVisible();
  expect(await count(later)).toBe(1);
  expect(await count(email)).toBe(1);
});

import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { toast } from './support/page-kit';

/**
 * Issue 8, item 11: every form is sent by the keyboard from its last field, as a phone's Go key
 * does (Enter in a one-line field; Ctrl+Enter in a multi-line box, where Enter starts a new
 * line), with what was typed; a field's message shows when the field is left and is checked
 * again on submit, so a message left from an earlier blur never blocks a filled form.
 */
test.use({ viewport: { width: 360, height: 740 } });

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
const { olympiad: OLYMPIAD, team: HACKATHON } = EVENT_TITLES;
const LANDING: Record<string, RegExp> = {
  super_admin: /\/admin-dashboard$/,
  admin: /\/admin-dashboard$/,
  member: /\/member-dashboard$/,
  participant: /\/$/,
  applicant: /\/$/,
};

const fresh = (tag: string) => `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
/**
 * Typed key by key into the field, which takes the focus (the one left before is blurred), once it
 * takes keys (a server-rendered page's fields are read-only until the app has taken the page over).
 */
async function type(field: Locator, text: string) {
  await expect(field).toBeEditable();
  await field.pressSequentially(text);
}

/** The page's fields, focused and left, tell their messages once the app has taken a server-rendered page over. */
const appOwns = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');

async function asAdmin<T>(request: APIRequestContext, path: string): Promise<T> {
  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  return (await (await request.get(path)).json()) as T;
}

/** The admin's list of registrations for the event with this title. */
async function registrationsFor(request: APIRequestContext, title: string) {
  const { events } = await asAdmin<{ events: { id: number; title: string }[] }>(request, '/api/events');
  const id = events.find((e) => e.title === title)!.id;
  return asAdmin<Array<Record<string, unknown> & { email: string }>>(request, `/api/event-registrations?eventId=${id}`);
}

async function openRegistration(page: Page, title: string) {
  await page.goto('/events');
  await page.getByTestId('event-card').filter({ hasText: title }).getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByTestId('register-dialog');
  await expect(dialog.getByRole('heading', { name: `Register for ${title}` })).toBeVisible();
  return dialog;
}

test.describe('Login', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.role}: e-mail, password, Enter signs in`, async ({ page }) => {
      await page.goto('/login');
      await type(page.getByLabel('Email'), account.email);
      await type(page.getByLabel('Password'), account.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(LANDING[account.role]);
      await expect(page.getByTestId('header-welcome')).toHaveText(`Welcome, ${account.firstName}`);
    });
  }

  test('the password left empty shows its message; typed, then Enter, signs in', async ({ page }) => {
    await page.goto('/login');
    await appOwns(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await password.focus();
    await email.focus();
    await expect(page.getByText('Password is required')).toBeVisible();
    // The e-mail has not been left yet: no message for it while it is typed.
    await type(email, 'member@');
    await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
    await type(email, 'club.test');
    await type(password, MEMBER.password);
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await password.press('Enter');
    await expect(page).toHaveURL(/\/member-dashboard$/);
    await expect(page.getByTestId('header-welcome')).toHaveText(`Welcome, ${MEMBER.firstName}`);
  });

  test('a wrong password sent with Enter says "Login failed" and stays', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('Register: the four fields typed, Enter in the password creates the account', async ({ page, request }) => {
  const email = fresh('enter-register');
  await page.goto('/register');
  await appOwns(page);
  await page.getByLabel('Password').focus();
  await page.getByLabel('First name').focus();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await type(page.getByLabel('First name'), 'Rafi');
  await type(page.getByLabel('Last name'), 'Islam');
  await type(page.getByLabel('Email'), email);
  await type(page.getByLabel('Password'), 'Register#2025');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect((await request.post('/api/auth/login', { data: { email, password: 'Register#2025' } })).ok()).toBe(true);
  expect(await (await request.get('/api/auth/user')).json()).toMatchObject({ email, firstName: 'Rafi', lastName: 'Islam' });
});

test('Join: the confirmation left empty shows its message; all typed, Enter in it sends the application', async ({ page, request }) => {
  const email = fresh('enter-join');
  await page.goto('/join');
  await page.getByRole('button', { name: 'Register Now' }).click();
  const d = page.getByTestId('join-dialog');
  await expect(d.getByRole('heading', { name: 'Join the Social Business Youth Club' })).toBeVisible();
  await d.getByLabel('Confirm password').focus();
  await d.getByLabel('First name').focus();
  await expect(d.getByText('Please confirm your password')).toBeVisible();
  await expect(d.getByText('First name is required')).toHaveCount(0);
  await type(d.getByLabel('First name'), 'Rafi');
  await type(d.getByLabel('Last name'), 'Islam');
  await type(d.getByLabel('Email'), email);
  await type(d.getByLabel('Phone number'), '+8801711000000');
  await type(d.getByLabel('Age'), '19');
  await type(d.getByLabel('Address'), 'Station Road, Rangpur');
  await type(d.getByLabel('Why do you want to join?'), 'To run clean-ups in my union.');
  await type(d.getByLabel('Password', { exact: true }), 'Join#2025pass');
  await type(d.getByLabel('Confirm password'), 'Join#2025pass');
  await expect(d.getByText('Please confirm your password')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Account Created Successfully!')).toBeVisible();
  await expect(d.getByRole('link', { name: 'Log in to follow your application' })).toBeVisible();

  expect((await request.post('/api/auth/login', { data: { email, password: 'Join#2025pass' } })).ok()).toBe(true);
  const user = await (await request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ email, role: 'applicant', firstName: 'Rafi', lastName: 'Islam', phone: '+8801711000000', age: '19' });
});

test('Contact: Enter in the message starts a new line; Ctrl+Enter sends what was typed', async ({ page, request }) => {
  const subject = `Enter ${Date.now()}`;
  await page.goto('/contact');
  await appOwns(page);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').focus();
  await form.getByLabel('Email').focus();
  await expect(form.getByText('String must contain at least 1 character(s)')).toHaveCount(1);
  await type(form.getByLabel('Name'), 'Rafi Ahmed');
  await type(form.getByLabel('Email'), 'rafi@example.com');
  await type(form.getByLabel('Subject'), subject);
  const message = form.getByLabel('Message');
  await type(message, 'Can my school join?');
  await message.press('Enter');
  await type(message, 'We are 30 students.');
  await expect(message).toHaveValue('Can my school join?\nWe are 30 students.');
  await expect(toast(page, 'Message sent successfully!')).toHaveCount(0);
  await message.press('Control+Enter');
  await expect(toast(page, 'Message sent successfully!')).toContainText("We'll get back to you as soon as possible.");
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const { messages } = await asAdmin<{ messages: { subject: string; name: string; email: string; message: string }[] }>(request, '/api/contact-messages');
  expect(messages.filter((m) => m.subject === subject)).toEqual([
    expect.objectContaining({ name: 'Rafi Ahmed', email: 'rafi@example.com', message: 'Can my school join?\nWe are 30 students.' }),
  ]);
});

test.describe('Event registration', () => {
  test('a visitor: the reason left short shows its message; all typed, Ctrl+Enter in it registers', async ({ page, request }) => {
    const email = fresh('enter-event');
    const d = await openRegistration(page, OLYMPIAD);
    await type(d.getByLabel('Why do you want to attend?'), 'Short');
    await d.getByLabel('Full name').focus();
    await expect(d.getByText('Please provide at least 10 characters explaining why you want to attend')).toBeVisible();
    // Fields not visited yet keep quiet.
    await expect(d.getByText('Valid email is required')).toHaveCount(0);
    await expect(d.getByText('Phone number is required')).toHaveCount(0);
    await type(d.getByLabel('Full name'), 'Rafi Islam');
    await type(d.getByLabel('Email'), email);
    await type(d.getByLabel('Phone number'), '+8801711000000');
    await type(d.getByLabel('Institution (optional)'), 'Carmichael College');
    await type(d.getByLabel('Why do you want to attend?'), ' and learn');
    await d.getByLabel('Why do you want to attend?').press('Control+Enter');
    await expect(toast(page, 'Registration successful!')).toBeVisible();
    await d.getByRole('button', { name: 'Done' }).click();
    await expect(d.getByRole('heading')).toHaveCount(0);

    const mine = (await registrationsFor(request, OLYMPIAD)).filter((r) => r.email === email);
    expect(mine).toEqual([
      expect.objectContaining({ name: 'Rafi Islam', phone: '+8801711000000', institution: 'Carmichael College', reason: 'Short and learn' }),
    ]);
  });

  test('a visitor, team event: Enter in the last member field registers the team', async ({ page, request }) => {
    const email = fresh('enter-team');
    const d = await openRegistration(page, HACKATHON);
    await type(d.getByLabel('Full name'), 'Rafi Islam');
    await type(d.getByLabel('Email'), email);
    await type(d.getByLabel('Phone number'), '+8801711000000');
    await type(d.getByLabel('Why do you want to attend?'), 'We want to build a solar cooker.');
    await type(d.getByLabel('Team name (optional)'), 'Green Wheels');
    await d.getByRole('button', { name: 'Add team member' }).click();
    const member = d.getByTestId('team-member');
    await type(member.getByLabel('Name'), 'Tahmina Akter');
    await type(member.getByLabel('Email'), 'tahmina@example.org');
    await type(member.getByLabel('Phone number'), '+8801700222111');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Registration successful!')).toBeVisible();
    await d.getByRole('button', { name: 'Done' }).click();
    await expect(d.getByRole('heading')).toHaveCount(0);

    const [mine] = (await registrationsFor(request, HACKATHON)).filter((r) => r.email === email);
    expect(mine).toMatchObject({ teamName: 'Green Wheels', teamMembers: [{ name: 'Tahmina Akter', email: 'tahmina@example.org', phone: '+8801700222111' }] });
  });

  test('signed in: signs in with Enter, then Enter in the team name registers with the account', async ({ page, request }) => {
    const email = fresh('enter-signed-in');
    const password = 'Signed#2025in';
    expect((await request.post('/api/auth/register', { data: { email, password, firstName: 'Mitu', lastName: 'Roy' } })).ok()).toBe(true);
    await page.goto('/login');
    await type(page.getByLabel('Email'), email);
    await type(page.getByLabel('Password'), password);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-welcome')).toHaveText('Welcome, Mitu');

    const d = await openRegistration(page, HACKATHON);
    await expect(d.getByLabel('Full name')).toHaveValue('Mitu Roy');
    await expect(d.getByLabel('Email')).toHaveValue(email);
    await type(d.getByLabel('Phone number'), '+8801711000111');
    await type(d.getByLabel('Why do you want to attend?'), 'To learn from other teams.');
    await type(d.getByLabel('Team name (optional)'), 'Solo Sparks');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Registration successful!')).toBeVisible();
    await d.getByRole('button', { name: 'Done' }).click();
    await expect(d.getByRole('heading')).toHaveCount(0);

    const mine = (await registrationsFor(request, HACKATHON)).filter((r) => r.email === email);
    expect(mine).toEqual([expect.objectContaining({ name: 'Mitu Roy', phone: '+8801711000111', teamName: 'Solo Sparks' })]);
    expect(mine[0].userId).not.toBeNull();
  });
});

import { test, expect } from '@playwright/test';

/** The contact form online (issue 5): every validation message, success, and a refusal by the server. */
const ADMIN = { email: 'admin@club.test', password: 'Admin#2025pass' };

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
});

test('shows the validation message of every field', async ({ page }) => {
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await expect(form.getByText('String must contain at least 1 character(s)')).toHaveCount(3);
  await expect(form.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
});

test('sends a message, says so, and clears the form; the admin can read it', async ({ page, request }) => {
  const subject = `Tree planting ${Date.now()}`;
  await page.getByLabel('Name').fill('Rafi Ahmed');
  await page.getByLabel('Email').fill('rafi@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can my school join the next plantation drive?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  expect((await request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  const { messages } = (await (await request.get('/api/contact-messages')).json()) as { messages: { subject: string }[] };
  expect(messages.filter((m) => m.subject === subject)).toHaveLength(1);
});

test('a refusal shows "Failed to send message" with the server message and keeps what was typed', async ({ page }) => {
  // The answer of a server that refuses the message (the form's own rules catch everything the real one would refuse).
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 400, json: { message: 'Requests from other sites are not allowed', code: 'forbidden' } }),
  );
  await page.getByLabel('Name').fill('Rafi Ahmed');
  await page.getByLabel('Email').fill('rafi@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Kept after the failure');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message')).toBeVisible();
  await expect(page.getByText('Requests from other sites are not allowed')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Kept after the failure');
});

import { test, expect, type APIRequestContext } from '@playwright/test';
import { account } from './support/sign-in';

/** Issue 13, self-cancel: a visitor registers on /events, keeps the cancel link from the answer, opens it on a phone and cancels once. */
test.use({ viewport: { width: 360, height: 740 } });

async function asAdmin(request: APIRequestContext) {
  const { email, password } = account('admin');
  expect((await request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
}

test('a visitor cancels with the link from the registration answer; the link a second time says already cancelled', async ({ page, browser }) => {
  const admin = await browser.newContext();
  await asAdmin(admin.request);
  const title = `Self-cancel check ${Date.now()}`;
  const created = await admin.request.post('/api/events', {
    data: {
      title,
      description: 'A short workshop.',
      date: '2031-05-01',
      time: '10:00 AM',
      location: 'Club office',
      category: 'workshop',
      registrationRequired: true,
      maxParticipants: 1,
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { event: { id: number } }).event.id;
  try {
    await page.goto('/events');
    await page.getByTestId('event-card').filter({ hasText: title }).getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByLabel('Full name').fill('Tania Sultana');
    await dialog.getByLabel('Email').fill(`cancel-${Date.now()}@example.org`);
    await dialog.getByLabel('Phone number').fill('+8801711000000');
    await dialog.getByLabel('Why do you want to attend?').fill('I want to learn something new.');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/event-registrations/anonymous') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const answer = (await (await answered).json()) as { registrationId: number; cancelUrl: string };
    expect(answer.cancelUrl).toMatch(new RegExp(`^/cancel-registration/${answer.registrationId}\\?token=`));

    await page.goto(answer.cancelUrl);
    await expect(page.getByRole('heading', { name: 'Cancel this registration?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your registration has been cancelled.' })).toBeVisible();
    // The seat is free again.
    await expect.poll(async () => ((await (await admin.request.get(`/api/events/${eventId}`)).json()) as { registeredCount: number }).registeredCount).toBe(0);

    await page.goto(answer.cancelUrl);
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This registration was already cancelled.' })).toBeVisible();

    // A tampered link cancels nothing.
    await page.goto(`/cancel-registration/${answer.registrationId}?token=not-the-secret`);
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This cancel link is not valid.' })).toBeVisible();
  } finally {
    await admin.request.delete(`/api/events/${eventId}`);
    await admin.close();
  }
});

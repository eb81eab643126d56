import { test, expect, type APIRequestContext } from '@playwright/test';
import { account, signInAs, waitForServiceWorkerControl } from './support/sign-in';

/** Issue 13, tickets and the waitlist at a phone's size: a ticket seen once shows offline; a waitlisted visitor moves up when a seat frees. */
test.use({ viewport: { width: 360, height: 740 } });

async function asAdmin(request: APIRequestContext) {
  const { email, password } = account('admin');
  expect((await request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
}

async function createEvent(request: APIRequestContext, title: string, maxParticipants: number): Promise<number> {
  const created = await request.post('/api/events', {
    data: {
      title,
      description: 'A short workshop.',
      date: '2031-06-01',
      time: '10:00 AM',
      location: 'Club office',
      category: 'workshop',
      registrationRequired: true,
      maxParticipants,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { event: { id: number } }).event.id;
}

const person = (name: string, eventId: number) => ({
  eventId,
  name,
  email: `${name.split(' ')[0].toLowerCase()}-${Date.now()}@example.org`,
  phone: '+8801711000000',
  reason: 'I want to learn something new.',
});

test('a participant sees their ticket QR on the dashboard, and still after going offline and reloading', async ({ page, browser, context }) => {
  const admin = await browser.newContext();
  await asAdmin(admin.request);
  const title = `Ticket check ${Date.now()}`;
  const eventId = await createEvent(admin.request, title, 20);
  try {
    await signInAs(page, 'participant');
    const { firstName, lastName } = account('participant');
    const name = [firstName, lastName].filter(Boolean).join(' ');
    const registered = await page.request.post('/api/event-registrations', { data: { ...person(name, eventId), email: account('participant').email } });
    expect(registered.status()).toBe(201);

    await page.goto('/participant-dashboard');
    await waitForServiceWorkerControl(page);
    const row = page.getByTestId('participant-registration').filter({ hasText: title });
    await row.getByRole('button', { name: `Open the ticket for ${title}` }).click();
    const ticket = page.getByTestId('ticket-dialog');
    await expect(ticket.getByRole('img', { name: `Ticket QR code for ${name}, ${title}` })).toBeVisible();
    await expect(ticket.getByTestId('ticket-status')).toHaveText('Pending — not confirmed yet');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('participant-offline')).toBeVisible();
    await page
      .getByTestId('participant-registration')
      .filter({ hasText: title })
      .getByRole('button', { name: `Open the ticket for ${title}` })
      .click();
    await expect(page.getByTestId('ticket-dialog').getByRole('img', { name: `Ticket QR code for ${name}, ${title}` })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.setOffline(false).catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    await admin.request.delete(`/api/events/${eventId}`);
    await admin.close();
  }
});

test('a waitlisted visitor is promoted when an admin cancels a seat, and keeps the ticket on the phone', async ({ page, browser }) => {
  const admin = await browser.newContext();
  await asAdmin(admin.request);
  const title = `Waitlist check ${Date.now()}`;
  const eventId = await createEvent(admin.request, title, 1);
  try {
    const first = await admin.request.post('/api/event-registrations/anonymous', { data: person('Seat Holder', eventId) });
    expect(first.status()).toBe(201);
    const seat = ((await first.json()) as { registrationId: number }).registrationId;

    await page.goto('/events');
    await page.getByTestId('event-card').filter({ hasText: title }).getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByLabel('Full name').fill('Tania Sultana');
    await dialog.getByLabel('Email').fill(`wait-${Date.now()}@example.org`);
    await dialog.getByLabel('Phone number').fill('+8801711000000');
    await dialog.getByLabel('Why do you want to attend?').fill('I want to learn something new.');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const joined = page.waitForResponse((r) => r.url().endsWith('/api/event-registrations/anonymous') && r.status() === 201);
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    const waiting = ((await (await joined).json()) as { registrationId: number }).registrationId;
    await expect(dialog.getByText('You are on the waitlist (position 1)')).toBeVisible();
    await expect(dialog.getByTestId('cancel-link')).toHaveValue(new RegExp(`/cancel-registration/${waiting}\\?token=`));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('anonymous-tickets').getByRole('button', { name: `Open the ticket for ${title}` })).toBeVisible();
    // Kept on the phone: offline after a reload, the ticket still opens.
    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await page.reload();
    await page
      .getByTestId('anonymous-tickets')
      .getByRole('button', { name: `Open the ticket for ${title}` })
      .click();
    await expect(page.getByTestId('ticket-dialog').getByRole('img', { name: `Ticket QR code for Tania Sultana, ${title}` })).toBeVisible();
    await expect(page.getByTestId('ticket-dialog').getByTestId('ticket-save-note')).toBeVisible();
    await page.context().setOffline(false);

    expect((await admin.request.post(`/api/event-registrations/${seat}/cancel`, { data: {} })).status()).toBe(200);
    await expect
      .poll(async () => {
        const list = (await (await admin.request.get(`/api/event-registrations?eventId=${eventId}`)).json()) as
          { registrations?: { id: number; status: string }[] } | { id: number; status: string }[];
        const rows = Array.isArray(list) ? list : (list.registrations ?? []);
        return rows.find((r) => r.id === waiting)?.status;
      })
      .toBe('pending');
  } finally {
    await page
      .context()
      .setOffline(false)
      .catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    await admin.request.delete(`/api/events/${eventId}`);
    await admin.close();
  }
});

import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { toast } from './support/page-kit';
import { account, signInAs, waitForServiceWorkerControl } from './support/sign-in';

/**
 * Issue 29 at a phone's size: after registering, the ticket is not covered and the event says
 * 'You are registered' (card and page, offline too); a registration made offline closes its loop
 * when delivered (the toast with 'Show ticket', the Registered state, the new spot count); a
 * participant finds 'My tickets' in the menu and their upcoming registration on the home page.
 */
test.use({ viewport: { width: 360, height: 740 } });

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const hydrated = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');

async function asAdmin(request: APIRequestContext) {
  const { email, password } = account('admin');
  expect((await request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
}

async function createEvent(request: APIRequestContext, title: string, date = '2031-06-01'): Promise<number> {
  const created = await request.post('/api/events', {
    data: {
      title,
      description: 'A short workshop.',
      date,
      time: '10:00 AM',
      location: 'Club office',
      category: 'workshop',
      registrationRequired: true,
      maxParticipants: 20,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { event: { id: number } }).event.id;
}

async function fillForm(page: Page, name: string) {
  const dialog = page.getByTestId('register-dialog');
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(`${name.split(' ')[0].toLowerCase()}-${Date.now()}@example.org`);
  await dialog.getByLabel('Phone number').fill('+8801711000000');
  await dialog.getByLabel('Why do you want to attend?').fill('I want to learn something new.');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
}

/** Nothing lies over the element: what the page shows at its centre is the element itself (or inside it). */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
  expect(
    await target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!top && (el === top || el.contains(top));
    }),
  ).toBe(true);
}

test('a visitor registers: one confirmation, the ticket uncovered; then the card and the page say "You are registered", offline too', async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  await asAdmin(admin.request);
  const title = `Registered state ${Date.now()}`;
  const eventId = await createEvent(admin.request, title);
  try {
    await page.goto('/events');
    await waitForServiceWorkerControl(page);
    await hydrated(page);
    const card = page.getByTestId('event-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Register Now' }).click();
    await fillForm(page, 'Nusrat Jahan');

    const dialog = page.getByTestId('register-dialog');
    await expect(dialog.getByTestId('registration-confirmed')).toHaveText(/Registration successful!/);
    // One confirmation: no toast repeats the banner over the ticket.
    await expect(page.getByTestId('toast-viewport').getByRole('status')).toHaveCount(0);
    await expectUncovered(dialog.getByText(/^Code: /));
    await expectUncovered(dialog.getByTestId('ticket-save-note'));
    await expectUncovered(dialog.getByTestId('cancel-link'));
    await dialog.getByRole('button', { name: 'Done' }).click();

    const held = card.getByTestId('event-registered');
    await expect(held.getByText('You are registered')).toBeVisible();
    await expect(held.getByRole('button', { name: `Open the ticket for ${title}` })).toBeVisible();
    await expect(held.getByRole('button', { name: 'Cancel my registration' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Register Now' })).toHaveCount(0);

    // Offline, on the event's own page: still registered, and the ticket opens.
    await page.context().setOffline(true);
    await page.goto(`/events/${eventId}`);
    await hydrated(page);
    const onPage = page.getByTestId('event-page').getByTestId('event-registered');
    await expect(onPage.getByText('You are registered')).toBeVisible();
    await onPage.getByRole('button', { name: `Open the ticket for ${title}` }).click();
    await expect(page.getByTestId('ticket-dialog').getByRole('img', { name: `Ticket QR code for Nusrat Jahan, ${title}` })).toBeVisible();
  } finally {
    await page
      .context()
      .setOffline(false)
      .catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    await admin.request.delete(`/api/events/${eventId}`);
    await admin.close();
  }
});

test('a registration made offline closes its loop when sent: the toast with "Show ticket", "You are registered" and the new spot count', async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  await asAdmin(admin.request);
  const title = `Offline loop ${Date.now()}`;
  const eventId = await createEvent(admin.request, title);
  try {
    await page.goto(`/events/${eventId}`);
    await waitForServiceWorkerControl(page);
    await hydrated(page);
    const view = page.getByTestId('event-page');
    await expect(view.getByTestId('spots-left')).toHaveText('20 spots left');

    await page.context().setOffline(true);
    await view.getByRole('button', { name: 'Register Now' }).click();
    await fillForm(page, 'Arif Hossain');
    await expect(toast(page, 'Saved — it will be sent when you are back online')).toBeVisible();
    await expect(view.getByText('Registration waiting to be sent')).toBeVisible();

    await page.context().setOffline(false);
    const sent = toast(page, 'Registration successful!');
    await expect(sent).toContainText(`You are registered for ${title}.`, { timeout: 20_000 });
    await expect(view.getByTestId('event-registered').getByText('You are registered')).toBeVisible();
    await expect(view.getByTestId('spots-left')).toHaveText('19 spots left');
    await sent.getByRole('link', { name: 'Show ticket' }).click();
    await expect(page.getByTestId('ticket-dialog').getByRole('img', { name: `Ticket QR code for Arif Hossain, ${title}` })).toBeVisible();
  } finally {
    await page
      .context()
      .setOffline(false)
      .catch(() => undefined); // closed after a timeout: the test's own error is the one to see
    await admin.request.delete(`/api/events/${eventId}`);
    await admin.close();
  }
});

test('a participant finds "My tickets" in the menu and their upcoming registration on the home page', async ({ page, browser }) => {
  const admin = await browser.newContext();
  await asAdmin(admin.request);
  const title = `Home line ${Date.now()}`;
  const eventId = await createEvent(admin.request, title, inDays(1));
  try {
    await signInAs(page, 'participant');
    const { firstName, lastName, email } = account('participant');
    const name = [firstName, lastName].filter(Boolean).join(' ');
    const registered = await page.request.post('/api/event-registrations', {
      data: { eventId, name, email, phone: '+8801711000000', reason: 'I want to learn something new.' },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/');
    await hydrated(page);
    const line = page.getByTestId('home-registration-line');
    await expect(line).toContainText('You are registered for');
    await expect(line.getByRole('link', { name: 'Show ticket' })).toHaveAttribute('href', /^\/events\/\d+\?ticket=show$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My tickets' }).click();
    await expect(page).toHaveURL(/\/participant-dashboard#my-tickets$/);
    const list = page.getByTestId('participant-registrations');
    await expect(list).toBeInViewport();
    await expect(list.getByTestId('participant-registration').filter({ hasText: title })).toBeVisible();
  } finally {
    await admin.request.delete(`/api/events/${eventId}`);
    await admin.close();
  }
});

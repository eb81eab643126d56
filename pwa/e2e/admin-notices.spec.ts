import { test, expect, type Browser, type Page } from '@playwright/test';
import { openAdminTab, signInAs } from './support/sign-in';
import { toast, unique, noticesReady } from './support/page-kit';

/**
 * The Notices tab ('Notice Board Management'), the contact inbox and the reports on the Overview,
 * at a phone's size. Every notice made here is deleted again: other journeys count the banner's notices.
 */
test.use({ viewport: { width: 360, height: 740 } });

const noticeCard = (page: Page, title: string) => page.getByTestId('admin-notice').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Whether the banner on `page` shows a notice with this title, going through every current notice. */
async function bannerHas(page: Page, title: string): Promise<boolean> {
  const banner = page.getByRole('region', { name: 'Notices' });
  await expect(banner).toBeVisible();
  const counter = page.getByTestId('notice-counter');
  const total = (await counter.count()) ? Number((await counter.textContent())!.split('/')[1]) : 1;
  for (let i = 0; i < total; i++) {
    if (await banner.getByText(title, { exact: true }).isVisible()) return true;
    if (i < total - 1) await banner.getByRole('button', { name: 'Next notice' }).click();
  }
  return false;
}

/** A fresh phone, signed out (or signed in as `role`), on the home page. */
async function freshPhone(browser: Browser, role?: 'member') {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  if (role) await signInAs(page, role);
  await page.goto('/');
  await noticesReady(page);
  return { page, close: () => context.close() };
}

async function deleteNotice(page: Page, title: string) {
  page.once('dialog', (d) => void d.accept());
  await noticeCard(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(toast(page, 'Notice deleted successfully')).toBeVisible();
  await expect(noticeCard(page, title)).toHaveCount(0);
}

test('a notice made by keyboard with the defaults, edited, shown on the public banner, then deleted', async ({ page, browser }) => {
  const title = unique('Plantation day moved');
  const edited = `${title} (new date)`;
  await signInAs(page, 'admin');
  await openAdminTab(page, 'notices');
  await expect(page.getByRole('heading', { name: 'Notice Board Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Notice' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('notice-dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Notice' })).toBeVisible();
  const [today, in30] = await page.evaluate(() => {
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const later = new Date();
    later.setDate(later.getDate() + 30);
    return [day(new Date()), day(later)];
  });
  await expect(dialog.getByLabel('Start date')).toHaveValue(today);
  await expect(dialog.getByLabel('End date')).toHaveValue(in30);
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await expect(dialog.getByLabel('Type')).toHaveValue('general');
  await expect(dialog.getByLabel('Audience')).toHaveValue('all');
  await expect(dialog.getByLabel('Visitors may dismiss it')).toBeChecked();

  await dialog.getByLabel('Title', { exact: true }).focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab'); // the title in Bangla (optional)
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Message', { exact: true })).toBeFocused();
  await page.keyboard.type('The tree plantation drive moves to Friday.');
  await dialog.getByLabel('Link text (optional)').focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Notice created successfully')).toBeVisible();
  const card = noticeCard(page, title);
  await expect(card.getByTestId('notice-state')).toHaveText('Active');
  await expect(card.getByTestId('notice-audience')).toHaveText('All users');

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit Notice' })).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
  await dialog.getByLabel('Title', { exact: true }).fill(edited);
  await dialog.getByLabel('Title', { exact: true }).press('Enter');
  await expect(toast(page, 'Notice updated successfully')).toBeVisible();
  await expect(noticeCard(page, edited)).toBeVisible();

  const visitor = await freshPhone(browser);
  expect(await bannerHas(visitor.page, edited)).toBe(true);
  await visitor.close();

  await deleteNotice(page, edited);
});

test('a members-only notice is not shown to a visitor, and is to a member', async ({ page, browser }) => {
  const title = unique('Members: agenda posted');
  await signInAs(page, 'admin');
  await openAdminTab(page, 'notices');
  await page.getByRole('button', { name: 'Create Notice' }).click();
  const dialog = page.getByTestId('notice-dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Message', { exact: true }).fill('The agenda for Friday is on the board.');
  await dialog.getByLabel('Audience').selectOption('members');
  await dialog.getByRole('button', { name: 'Create Notice' }).click();
  await expect(toast(page, 'Notice created successfully')).toBeVisible();
  await expect(noticeCard(page, title).getByTestId('notice-audience')).toHaveText('Members only');

  try {
    const visitor = await freshPhone(browser);
    expect(await bannerHas(visitor.page, title)).toBe(false);
    await visitor.close();
    // The member's banner is first drawn for a visitor, then again once the sign-in is known: wait for it.
    const member = await freshPhone(browser, 'member');
    await expect.poll(() => bannerHas(member.page, title), { timeout: 15_000 }).toBe(true);
    await member.close();
  } finally {
    // Other journeys count the seeded notices: never leave this one behind.
    await deleteNotice(page, title);
  }
});

test('a contact message sent by a visitor shows unread on the Overview; marked read, then deleted', async ({ page, browser }) => {
  const subject = unique('Can my school join');
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const guest = await visitor.newPage();
  await guest.goto('/contact');
  await guest.getByLabel('Name').fill('Rafi Ahmed');
  await guest.getByLabel('Email').fill('rafi@example.com');
  await guest.getByLabel('Subject').fill(subject);
  await guest.getByLabel('Message', { exact: true }).fill('We have 40 students who want to plant trees.\nWhen is the next drive?');
  await guest.getByRole('button', { name: 'Send Message' }).click();
  await expect(guest.getByText('Message sent successfully!')).toBeVisible();
  await visitor.close();

  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  const inbox = page.getByTestId('contact-messages');
  await expect(inbox.getByTestId('messages-unread')).toHaveText(/^\d+ unread$/);
  const before = Number((await inbox.getByTestId('messages-unread').textContent())!.split(' ')[0]);
  const message = inbox.getByTestId('contact-message').filter({ hasText: subject });
  await expect(message).toHaveAttribute('data-read', 'false');
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await expect(inbox.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/exports/contact-messages.csv');

  await message.getByRole('button', { expanded: false }).click();
  await expect(message.getByTestId('contact-message-body')).toHaveText('We have 40 students who want to plant trees.\nWhen is the next drive?');
  await expect(message.getByRole('link', { name: 'Reply to Rafi Ahmed by e-mail' })).toHaveAttribute(
    'href',
    `mailto:rafi@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(toast(page, 'Message marked as read')).toBeVisible();
  await expect(message).toHaveAttribute('data-read', 'true');
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
  if (before > 1) await expect(inbox.getByTestId('messages-unread')).toHaveText(`${before - 1} unread`);
  else await expect(inbox.getByTestId('messages-unread')).toHaveCount(0);

  page.once('dialog', (d) => void d.accept());
  await message.getByRole('button', { name: 'Delete the message from Rafi Ahmed' }).click();
  await expect(toast(page, 'Message deleted successfully')).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('View Reports opens the reports, each chart with its numbers as a table', async ({ page }) => {
  await signInAs(page, 'admin');
  await openAdminTab(page, 'overview');
  await page.getByRole('button', { name: 'View Reports' }).click();
  const dialog = page.getByTestId('reports-dialog');
  await expect(dialog.getByRole('heading', { name: 'Reports' })).toBeVisible();
  for (const [id, rowName] of [
    ['registrations', 'Youth Leadership Bootcamp'],
    ['members', /^[A-Z][a-z]{2} \d{4}$/],
    ['content', 'Projects'],
  ] as const) {
    const report = dialog.getByTestId(`report-${id}`);
    await expect(report.getByRole('img')).toHaveAttribute('aria-label', /^Bar chart of /);
    await report.getByRole('button', { name: 'Show table' }).click();
    await expect(report.getByRole('table')).toBeVisible();
    await expect(report.getByRole('rowheader', { name: rowName }).first()).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/action=reports/);
});

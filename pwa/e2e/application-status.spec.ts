import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';

/** Issue 5, /application-status: applicants see their status and details; others 'Access Denied'. */
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

async function loginAs(page: Page, role: string) {
  const { email, password } = account(role);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('header-welcome')).toBeVisible();
}

async function expectPendingApplication(page: Page) {
  const applicant = account('applicant');
  await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Pending');
  await expect(page.getByText(/under review/)).toBeVisible();
  const details = page.getByTestId('application-details');
  await expect(details).toContainText(`${applicant.firstName} ${applicant.lastName}`);
  await expect(details).toContainText(applicant.email);
  await expect(page.getByRole('link', { name: 'Our Projects' })).toHaveAttribute('href', '/projects');
  await expect(page.getByRole('link', { name: 'Latest News' })).toHaveAttribute('href', '/news');
}

test('an applicant sees the pending badge, the details and where to go meanwhile; also offline', async ({ page, context }) => {
  await loginAs(page, 'applicant');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Application Status' }).click();
  await expectPendingApplication(page);

  await context.setOffline(true);
  await page.reload();
  await expectPendingApplication(page);
  await context.setOffline(false);
});

test('a member sees "Access Denied" with a button to /login', async ({ page }) => {
  await loginAs(page, 'member');
  await page.goto('/application-status');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor sees "Access Denied"', async ({ page }) => {
  await page.goto('/application-status');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

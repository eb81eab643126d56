import { test, expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';

const member = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
const loginButton = { name: 'Login', exact: true } as const;

test.describe('Login', () => {
  test('shows the validation messages under the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', loginButton).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows "Login failed" and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', loginButton).click();
    const toast = page.getByRole('status').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('links to Register and offers provider sign-in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /^Continue with/ })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  });

  test('the provider button goes to /api/login by full page load', async ({ page }) => {
    await page.goto('/login');
    const request = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/api/login');
    await page.getByRole('button', { name: /^Continue with/ }).click();
    await request;
  });
});

test.describe('Register', () => {
  test('shows the validation messages under the fields', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('creates an account, says so and goes home', async ({ page }) => {
    const email = `e2e-${Date.now()}@club.test`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Rafi');
    await page.getByLabel('Last name').fill('Islam');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Register#2025');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account created successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The new account can log in; a new registration is an applicant.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Register#2025');
    await page.getByRole('button', loginButton).click();
    await expect(page.getByTestId('header-welcome')).toHaveText('Welcome, Rafi');
  });

  test('registering an e-mail that exists shows "Registration failed"', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Nusrat');
    await page.getByLabel('Last name').fill('Jahan');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('Another#2025');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registration failed' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Nusrat');
  });
});

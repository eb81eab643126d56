import { test, expect } from '@playwright/test';

/** The empty states of the home, team, profile, projects and gallery screens, on a server with no content. */
test.use({ baseURL: process.env.E2E_EMPTY_URL });

test('the home page falls back to its empty states', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Business Youth Club' })).toBeVisible();
  await expect(page.getByTestId('planned-goals').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('No upcoming events at the moment. Stay tuned for future activities!')).toBeVisible();
  await expect(page.getByText('Our team profiles will appear here soon.')).toBeVisible();
  await expect(page.getByText('No Gallery Images Yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest News' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  // the fixed blocks stay
  await expect(page.getByTestId('goal-launchYear')).toHaveText('2025');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('the team page and a profile say there is nobody yet', async ({ page }) => {
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'No team members yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Our Team' })).toBeVisible();
  await page.goto('/member/anyone');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Not Found' })).toBeVisible();
});

test('projects show their empty state and still the upcoming cards', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Impact' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await expect(page.getByTestId('upcoming-card')).toHaveCount(2);
});

test('the gallery says No Images Yet and offers no viewer', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: 'No Images Yet' })).toBeVisible();
  await expect(page.getByText('Gallery images will appear here once they are uploaded and approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View All Photos' })).toHaveCount(0);
});

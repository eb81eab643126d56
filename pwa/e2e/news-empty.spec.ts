import { test, expect } from '@playwright/test';

/** The news and search screens on a site without content. */
test.use({ baseURL: process.env.E2E_EMPTY_URL });

test('an empty site says there are no articles yet', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'No articles yet' })).toBeVisible();
  await expect(page.getByText('Check back soon for the latest updates from our community.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Filter by category' }).getByRole('button')).toHaveText(['All']);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('trees');
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('heading', { name: 'No articles yet' })).toBeVisible();

  await page.goto('/news/1');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();

  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('trees');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
});

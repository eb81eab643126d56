import { test, expect } from '@playwright/test';

/** Advanced search over the local mirror (public-site.md §2 Advanced search, §9). */
const PROJECT = 'Solar Lanterns for Char Villages';
const ARTICLE = 'Solar Lantern Pilot Reaches 60 Households';

test('search: start state, Best Match with the right links, filters and Clear', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Searching' })).toBeVisible();
  await expect(page.getByText('Enter a search term to find projects, news, events, and more.')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('0 results');
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  await expect(clear).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search', exact: true });
  const results = page.getByTestId('search-result');
  await box.fill(PROJECT);
  await expect(results.first().getByRole('link', { name: PROJECT })).toHaveAttribute('href', '/projects');
  await expect(results.first().getByText('Best Match')).toBeVisible();
  await expect(results.first().getByText('Project', { exact: true })).toBeVisible();
  await expect(clear).toBeVisible();

  await box.fill(ARTICLE);
  await expect(results.first().getByRole('link', { name: ARTICLE })).toHaveAttribute('href', /^\/news\/\d+$/);
  await expect(results.first().getByText('Best Match')).toBeVisible();

  await box.fill('solar');
  await expect(results.first().getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(page.getByText('Best Match')).toHaveCount(0); // a prefix scores 80, not above
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ results$/);

  await box.fill('');
  await page.getByLabel('Type').selectOption('gallery');
  await page.getByLabel('Category').selectOption('workshop');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link', { name: 'Idea lab workshop' })).toHaveAttribute('href', '/gallery');

  await page.getByLabel('Type').selectOption('projects');
  await page.getByLabel('Category').selectOption('all');
  await page.getByLabel('Status').selectOption('completed');
  await expect(results).toHaveCount(2);
  await expect(results.getByRole('link')).toHaveText(['Green Rangpur: 1,000 Trees', 'Digital Skills Evening School']);

  await page.getByLabel('Type').selectOption('members');
  await page.getByLabel('Category').selectOption('community');
  await page.getByLabel('Status').selectOption('approved');
  await expect(results.first().getByText('Member', { exact: true })).toBeVisible();
  await expect(results.first().getByRole('link')).toHaveAttribute('href', '/members');

  await box.fill('zzzz nothing like this');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();

  await clear.click();
  await expect(box).toHaveValue('');
  await expect(page.getByLabel('Type')).toHaveValue('all');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(page.getByRole('heading', { name: 'Start Searching' })).toBeVisible();
  await expect(clear).toHaveCount(0);
});

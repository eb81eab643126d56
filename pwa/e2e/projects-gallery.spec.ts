import { test, expect, type Page } from '@playwright/test';
import { mirroredListAudience } from './support/signals';

/** Projects and Gallery (public-site.md §2), the full-screen viewer, and both offline. */
interface ApiProject {
  title: string;
  status: string;
  category: string;
  completedAt: string | null;
}
interface ApiImage {
  title: string;
  description: string | null;
}

async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const projectCard = (page: Page, title: string) => page.getByTestId('project-card').filter({ has: page.getByRole('heading', { name: title }) });

test('projects show category, status badge and completion, then the two upcoming cards', async ({ page, request }) => {
  const { projects } = (await (await request.get('/api/projects')).json()) as { projects: ApiProject[] };
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Impact' })).toBeVisible();
  await expect(page.getByTestId('project-card')).toHaveCount(projects.length);

  const completed = projects.find((p) => p.status === 'completed' && p.category === 'environment')!;
  const done = projectCard(page, completed.title);
  await expect(done.getByTestId('project-status')).toHaveText('Completed');
  await expect(done.getByTestId('project-status')).toHaveClass(/badge-success/);
  await expect(done.locator('[data-category="environment"]')).toHaveCount(1);
  await expect(done.getByText(/^Completed \w+ \d{1,2}, \d{4}$/)).toBeVisible();

  const open = projects.find((p) => p.status !== 'completed')!;
  await expect(projectCard(page, open.title).getByTestId('project-status')).toHaveClass(/badge-warning/);
  const general = projects.find((p) => p.category === 'general');
  if (general) await expect(projectCard(page, general.title).locator('[data-category="default"]')).toHaveCount(1);

  const upcoming = page.getByTestId('upcoming-card');
  await expect(upcoming).toHaveCount(2);
  await expect(upcoming.nth(0)).toContainText('15-17 December 2024');
  await expect(upcoming.nth(1)).toContainText('January 2025');
});

test('the gallery grid and its full-screen viewer', async ({ page, request }) => {
  const { images } = (await (await request.get('/api/gallery')).json()) as { images: ApiImage[] };
  const total = images.length;
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(total);
  await expect(page.getByTestId('gallery-item').first()).toContainText(images[0].title);
  await expect(page.getByTestId('gallery-item').first()).toContainText(images[0].description!);
  // The first photo (the largest paint on a phone) comes at once; the others when near.
  const thumb = page.getByTestId('gallery-item').first().locator('img');
  await expect(thumb).toHaveAttribute('loading', 'eager');
  await expect(thumb).toHaveAttribute('width', /\d+/);
  await expect(page.getByTestId('gallery-item').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');

  await page.getByRole('button', { name: 'View All Photos' }).click();
  const viewer = page.getByRole('dialog');
  const counter = page.getByTestId('viewer-counter');
  await expect(viewer).toBeVisible();
  await expect(counter).toHaveText(`1 / ${total}`);
  await expect(viewer.getByRole('heading', { name: images[0].title })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(viewer.getByRole('heading', { name: images[1].title })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'View All Photos' })).toBeFocused();

  // A photo in the grid opens the viewer at that photo.
  await page.getByRole('button', { name: `Open ${images[2].title} full screen` }).click();
  await expect(counter).toHaveText(`3 / ${total}`);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('a swipe left shows the next photo and a swipe right the previous one', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'View All Photos' }).click();
    const counter = page.getByTestId('viewer-counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const swipe = (fromX: number, toX: number) =>
      page.getByTestId('viewer-image').evaluate(
        (el, [a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
          el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(a)], changedTouches: [touch(a)] }));
          el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(b)] }));
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await swipe(100, 300);
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await swipe(200, 180); // too short: stays
    await expect(counter).toHaveText(/^1 \/ \d+$/);
  });
});

test('projects and gallery render offline after one online visit', async ({ page, context, request }) => {
  const { projects } = (await (await request.get('/api/projects')).json()) as { projects: ApiProject[] };
  const { images } = (await (await request.get('/api/gallery')).json()) as { images: ApiImage[] };
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: projects[0].title })).toBeVisible();
  // Fetched and kept (not only the few rows the home page came with on its first visit).
  await expect.poll(() => mirroredListAudience(page, 'projects')).toBe('public');
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: images[0].title })).toBeVisible();
  await expect.poll(() => mirroredListAudience(page, 'gallery')).toBe('public');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(images.length);
  await expect(page.getByText('Unable to load the gallery')).toHaveCount(0);

  await page.goto('/projects').catch(() => undefined); // served by the service worker
  await expect(page.getByRole('heading', { level: 1, name: 'Our Impact' })).toBeVisible();
  await expect(page.getByTestId('project-card')).toHaveCount(projects.length);
  await expect(page.getByText('Unable to load projects')).toHaveCount(0);
  await context.setOffline(false);
});

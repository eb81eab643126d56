import { expect, type Locator, type Page } from '@playwright/test';

/** A name no other run has used (journeys share one database). */
export const unique = (what: string) => `${what} ${Date.now()}-${Math.round(Math.random() * 1e4)}`;

/** The toast that says `text` (toasts are role=status). */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A real picture, drawn by the browser: 640 x 360, a blue field with an orange block. */
export async function picture(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 360;
    const g = c.getContext('2d')!;
    g.fillStyle = '#2563eb';
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = '#f59e0b';
    g.fillRect(160, 90, 320, 180);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** Whether a tab shows whole inside its scrolling tab strip (not cut off at an edge). */
export const tabShowsWhole = (tab: Locator) =>
  tab.evaluate((el) => {
    const strip = el.closest('[role=tablist]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.left >= strip.left - 1 && box.right <= strip.right + 1;
  });

/**
 * The notice strip as the browser shows it: a server-rendered page holds both of its layouts (a
 * phone's compact one and the full one, the screen's width picking) until the app has the page.
 */
export const noticesReady = (page: Page) => expect(page.locator('[data-testid="notice-banner"][data-both]')).toHaveCount(0);

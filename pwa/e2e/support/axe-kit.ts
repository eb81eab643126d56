import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** What the accessibility journey (accessibility.spec.ts) shares: a screen, how to wait for it, and its scan. */
export type Language = 'en' | 'bn';

export interface Screen {
  name: string;
  /** Opens the screen (a page, a tab, a dialog); the scan waits for it to settle afterwards. */
  open: (page: Page) => Promise<unknown>;
}

/** Opens `path` and waits for `ready` (if given) to show. */
export const visit =
  (path: string, ready?: (page: Page) => Locator) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    if (ready) await expect(ready(page).first()).toBeVisible();
  };

/** Switches the app's language with the header's button (kept on the phone, and on the account when signed in). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === language) return;
  await page.goto('/'); // not from behind a dialog left open by the last screen
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.getByTestId('language-toggle').click();
  await expect(html).toHaveAttribute('lang', language);
  // Signed in, the choice is kept on the account through the outbox: sent once the header is idle
  // again (a reset of the account's language after this must not be overtaken by it).
  await expect(page.getByTestId('network-online')).toBeVisible();
}

/**
 * Waits for a screen to be whole: hydrated, no "checking" placeholder, no spinner, the page's
 * content no longer changing (nothing added or changed for 300 ms, as data arrives from the phone
 * and the network), and no finite animation running (a dialog fading in would have its colours
 * read half-way; scroll-driven ones never end).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.locator('[data-testid$="-checking"], .loading-spinner')).toHaveCount(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 300);
        const cap = setTimeout(done, 5000); // a screen that never stops changing (none known) is scanned after 5 s
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          clearTimeout(timer);
          clearTimeout(cap);
          observer.disconnect();
          resolve();
        }
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.timeline !== document.timeline || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The serious and critical violations axe finds on the page as it is now, one line each: screen, rule, impact, targets. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) on ${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Scans each screen in English, then in Bangla, and returns every serious or critical violation found. */
export async function scanScreens(page: Page, who: string, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const language of ['en', 'bn'] as const) {
    await useLanguage(page, language);
    for (const screen of screens) {
      await screen.open(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      found.push(...(await seriousViolations(page, `${who} ${language} ${screen.name}`)));
    }
  }
  return found;
}

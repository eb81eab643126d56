import fs from 'node:fs';
import path from 'node:path';

/**
 * The built Bengali font (pwa/src/styles.css 'Club Bengali': scripts/bangla-word-font.mjs makes
 * it, Vite names it `noto-sans-bengali-400-900-<hash>.woff2`), not the Bangla word's small font.
 */
const MAIN_BENGALI_FONT = /^noto-sans-bengali-.*\.woff2$/;

const found = new Map<string, string | null>();

/**
 * The URL (`/assets/noto-sans-bengali-…woff2`) of the main Bengali font in the build at distDir,
 * for a Bangla page's `<link rel="preload" as="font" type="font/woff2" crossorigin>`; null when
 * the build has none (or no assets folder). Read once per folder: a build does not change under a
 * running server.
 */
export function banglaFontHref(distDir: string): string | null {
  const known = found.get(distDir);
  if (known !== undefined) return known;
  let names: string[] = [];
  try {
    names = fs.readdirSync(path.join(distDir, 'assets'));
  } catch {
    /* no build here: no font to preload */
  }
  const file = names.filter((name) => MAIN_BENGALI_FONT.test(name)).sort()[0];
  const href = file ? `/assets/${file}` : null;
  found.set(distDir, href);
  return href;
}

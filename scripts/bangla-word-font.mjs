#!/usr/bin/env node
/**
 * Makes the club's Bengali font files from Noto Sans Bengali (@fontsource-variable, its Bengali
 * subset, variable wght 100-900) with HarfBuzz (subset-font), which keeps the shaping (GSUB, GPOS):
 *
 * - pwa/src/fonts/bangla-word-400.woff2, bangla-word-600.woff2: only the glyphs of the Bengali
 *   words an English page shows (the language switch's 'বাংলা'), each pinned to one weight (600:
 *   the header's and side menu's buttons; 400: the settings' radio label). 0.9 KB each, so an
 *   English page shows the word in letters without the 108 KB font (styles.css, 'Club Bangla Word').
 * - pwa/src/fonts/noto-sans-bengali-400-900.woff2: the whole Bengali font with its weight axis
 *   limited to 400-900, the weights the UI uses (nothing is lighter than 400): 77 KB instead of
 *   108 for a Bangla reader, every weight from 400 to 900 unchanged (docs/performance.md, 'Fonts').
 *
 * The files are committed, so the build does not run HarfBuzz. Run again after updating the font
 * package or adding a Bengali word to an English page:  node scripts/bangla-word-font.mjs
 * (pwa/src/fonts/bangla-fonts.test.ts fails while a committed file differs from what this makes).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The Bengali text English pages show by default: the language switch's name of Bangla (lib/language-choice.ts). */
export const WORD_TEXT = 'বাংলা';
/** The weights the word is shown in: the buttons' (daisyUI .btn, 600) and a plain label's (400). */
export const WORD_WEIGHTS = [400, 600];
/** The part of the weight axis the Bangla pages keep: font-normal to font-black. */
export const MAIN_WEIGHTS = { min: 400, max: 900 };

const require = createRequire(import.meta.url);
/** The variable Noto Sans Bengali (Bengali letters only) that styles.css used whole before. */
export const SOURCE_FONT = require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
export const FONTS_DIR = fileURLToPath(new URL('../pwa/src/fonts/', import.meta.url));

/** The files this makes, by name in pwa/src/fonts. */
export async function makeBanglaFonts() {
  const source = await readFile(SOURCE_FONT);
  /** @type {Record<string, Buffer>} */
  const files = {};
  for (const wght of WORD_WEIGHTS) {
    // STAT (the named styles of the weight axis) means nothing in a font of one weight: 100 bytes.
    files[`bangla-word-${wght}.woff2`] = await subsetFont(source, WORD_TEXT, { targetFormat: 'woff2', variationAxes: { wght }, dropTables: ['STAT'] });
  }
  files[`noto-sans-bengali-${MAIN_WEIGHTS.min}-${MAIN_WEIGHTS.max}.woff2`] = await subsetFont(source, null, {
    targetFormat: 'woff2',
    keepAllGlyphs: true,
    variationAxes: { wght: { ...MAIN_WEIGHTS, default: MAIN_WEIGHTS.min } },
  });
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await makeBanglaFonts();
  for (const [name, bytes] of Object.entries(files)) {
    await writeFile(new URL(name, `file://${FONTS_DIR}`), bytes);
    console.log(`pwa/src/fonts/${name}: ${bytes.length} bytes`);
  }
}

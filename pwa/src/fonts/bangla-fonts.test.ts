/**
 * The committed Bengali fonts are what scripts/bangla-word-font.mjs makes, the Bangla word's font
 * stays small and shapes the word exactly as the whole font does, and it covers every Bengali
 * letter the English interface shows. After changing the script, the font package or such a text,
 * run `node scripts/bangla-word-font.mjs` and commit pwa/src/fonts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONTS_DIR, makeBanglaFonts, SOURCE_FONT, WORD_TEXT, WORD_WEIGHTS } from '../../../scripts/bangla-word-font.mjs';

const BENGALI = /[\u0980-\u09FF]/gu;
const committed = (name: string) => readFileSync(path.join(FONTS_DIR, name));

let made: Record<string, Buffer>;
beforeAll(async () => {
  made = await makeBanglaFonts();
}, 60_000);

/** The glyphs HarfBuzz shapes `text` into with `font` (any format) at weight `wght`: ids and advances. */
async function shaped(font: Buffer, text: string, wght: number) {
  // HarfBuzz reads no WOFF2: the same font, every glyph kept, as plain OpenType.
  const sfnt = await subsetFont(font, null, { keepAllGlyphs: true, targetFormat: 'sfnt' });
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer)));
  hbFont.setVariations([new hb.Variation('wght', wght)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  return { glyphs: buffer.getGlyphInfos().map((g) => g.codepoint), advances: buffer.getGlyphPositions().map((p) => p.xAdvance) };
}

/** Every file under dir (recursively). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('the Bengali fonts in pwa/src/fonts', () => {
  it('are what the script makes (run node scripts/bangla-word-font.mjs)', () => {
    const names = readdirSync(FONTS_DIR).filter((f) => f.endsWith('.woff2'));
    expect(names.sort()).toEqual(Object.keys(made).sort());
    for (const name of names) expect(committed(name).equals(made[name]), name).toBe(true);
  });

  it("the Bangla word's fonts are under 3 KB and shape the word as the whole font does, every glyph there", async () => {
    const source = readFileSync(SOURCE_FONT);
    for (const wght of WORD_WEIGHTS) {
      const word = committed(`bangla-word-${wght}.woff2`);
      expect(word.length, `bangla-word-${wght}.woff2`).toBeLessThan(3 * 1024);
      const small = await shaped(word, WORD_TEXT, wght);
      const whole = await shaped(source, WORD_TEXT, wght);
      expect(small.glyphs.length).toBe(whole.glyphs.length);
      expect(small.glyphs).not.toContain(0); // .notdef: a box
      expect(small.advances).toEqual(whole.advances);
    }
  });

  it('the whole font keeps the weights the interface uses, each as wide as in the full font', async () => {
    const source = readFileSync(SOURCE_FONT);
    const main = committed('noto-sans-bengali-400-900.woff2');
    expect(main.length).toBeLessThan(source.length * 0.8);
    for (const wght of [400, 500, 600, 700, 800, 900]) {
      const text = 'আমাদের ক্লাবের খবর ও অনুষ্ঠান';
      const [instanced, whole] = [await shaped(main, text, wght), await shaped(source, text, wght)];
      expect(instanced.glyphs).not.toContain(0);
      expect(instanced.advances, `weight ${wght}`).toEqual(whole.advances);
    }
  });

  it("cover every Bengali letter of the English interface (its catalogues and the languages' names)", () => {
    const english = [...filesUnder(path.resolve(FONTS_DIR, '../locales/en')), path.resolve(FONTS_DIR, '../lib/language-choice.ts')];
    const letters = new Set(english.flatMap((file) => readFileSync(file, 'utf8').match(BENGALI) ?? []));
    expect(letters.size).toBeGreaterThan(0);
    const word = new Set(WORD_TEXT.match(BENGALI));
    expect([...letters].filter((c) => !word.has(c))).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { banglaFontHref } from './bangla-font';

const made: string[] = [];
/** A fake dist folder holding these files in assets/ (none: no assets folder at all). */
function fakeDist(files: string[] | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-dist-'));
  made.push(dir);
  if (files) {
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const f of files) fs.writeFileSync(path.join(dir, 'assets', f), 'x');
  }
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('banglaFontHref', () => {
  it("names the main Bengali font's built file, not the Bangla word's font nor its compressed twins", () => {
    const dist = fakeDist([
      'index-Ab12.js',
      'index-Cd34.css',
      'bangla-word-400-Ef56.woff2',
      'noto-sans-bengali-400-900-Gh78.woff2',
      'noto-sans-bengali-400-900-Gh78.woff2.br',
      'home-Ij90.js',
    ]);
    expect(banglaFontHref(dist)).toBe('/assets/noto-sans-bengali-400-900-Gh78.woff2');
  });

  it('is null without the font or without a build', () => {
    expect(banglaFontHref(fakeDist(['index-Ab12.js', 'bangla-word-400-Ef56.woff2']))).toBeNull();
    expect(banglaFontHref(fakeDist(null))).toBeNull();
  });

  it('reads the folder once: the answer stays while the server runs', () => {
    const dist = fakeDist(['noto-sans-bengali-400-900-Kl12.woff2']);
    expect(banglaFontHref(dist)).toBe('/assets/noto-sans-bengali-400-900-Kl12.woff2');
    fs.rmSync(path.join(dist, 'assets'), { recursive: true });
    expect(banglaFontHref(dist)).toBe('/assets/noto-sans-bengali-400-900-Kl12.woff2');
  });
});

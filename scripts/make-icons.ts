/**
 * Generates the app icons, the favicon and the placeholder avatar from the club motif
 * (a leaf and a sun, white on teal). Run with `npx tsx scripts/make-icons.ts` and commit the output.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (p: string) => path.join(root, 'pwa/public', p);

const TEAL = '#0f766e';

/** The motif in a 100 x 100 box, drawn in white with teal details. */
const MOTIF = `
  <g stroke="#ffffff" stroke-width="5" stroke-linecap="round">
    <line x1="68" y1="9" x2="68" y2="15"/><line x1="68" y1="49" x2="68" y2="55"/>
    <line x1="45" y1="32" x2="51" y2="32"/><line x1="85" y1="32" x2="91" y2="32"/>
    <line x1="52" y1="16" x2="56" y2="20"/><line x1="80" y1="44" x2="84" y2="48"/>
    <line x1="84" y1="16" x2="80" y2="20"/>
  </g>
  <circle cx="68" cy="32" r="11" fill="#ffffff"/>
  <path d="M12 90 C10 58 30 40 62 42 C66 74 44 92 12 90 Z" fill="#ffffff"/>
  <path d="M14 88 C26 74 38 64 52 54" stroke="${TEAL}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

/** The motif on teal; `inset` is the share of the canvas left free on each side. */
function iconSvg(size: number, opts: { inset: number; rounded: boolean }): string {
  const box = size * (1 - 2 * opts.inset);
  const at = size * opts.inset;
  const bg = opts.rounded
    ? `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${TEAL}"/>`
    : `<rect width="${size}" height="${size}" fill="${TEAL}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${bg}
  <g transform="translate(${at} ${at}) scale(${box / 100})">${MOTIF}</g>
</svg>
`;
}

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#e5e7eb"/>
  <circle cx="128" cy="100" r="46" fill="#9ca3af"/>
  <path d="M40 256 C40 188 80 160 128 160 C176 160 216 188 216 256 Z" fill="#9ca3af"/>
</svg>`;

async function png(svg: string, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
}

async function main(): Promise<void> {
  // "any" icons: the motif nearly fills a rounded tile.
  await png(iconSvg(192, { inset: 0.14, rounded: true }), out('icons/icon-192.png'));
  await png(iconSvg(512, { inset: 0.14, rounded: true }), out('icons/icon-512.png'));
  // Maskable: full-bleed background, the motif well inside the central 80% safe zone.
  await png(iconSvg(512, { inset: 0.24, rounded: false }), out('icons/icon-maskable-512.png'));
  await png(AVATAR, out('placeholder-avatar.png'));
  await fs.writeFile(out('favicon.svg'), iconSvg(64, { inset: 0.1, rounded: true }));
  console.log('Wrote icons, favicon and placeholder avatar to pwa/public/');
}

await main();

import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { variantNamesOf, writeVariants } from '../src/uploads/image-variants';
import type { UploadStore } from '../src/uploads/upload-store';
import { MOTIFS, type Motif } from './demo-image-motifs';

/**
 * The demo pictures, drawn as SVG and rendered to JPEG at seed time: nothing is fetched.
 * cover 1200x675 (projects, articles), gallery 800x600, avatar 400x400.
 */
type Kind = 'cover' | 'gallery' | 'avatar';
interface ImageSpec {
  key: string;
  kind: Kind;
  title: string;
  motifs: Motif[];
  colors: [string, string];
}

const SIZES: Record<Kind, [number, number]> = { cover: [1200, 675], gallery: [800, 600], avatar: [400, 400] };

const cover = (key: string, title: string, motifs: Motif[], colors: [string, string]): ImageSpec => ({ key, kind: 'cover', title, motifs, colors });
const photo = (key: string, title: string, motifs: Motif[], colors: [string, string]): ImageSpec => ({ key, kind: 'gallery', title, motifs, colors });
const face = (key: string, name: string, colors: [string, string]): ImageSpec => ({ key, kind: 'avatar', title: name, motifs: [], colors });

export const DEMO_IMAGES: ImageSpec[] = [
  cover('trees', '1,000 Trees for Rangpur', ['tree', 'sun'], ['#065f46', '#84cc16']),
  cover('solar', 'Solar Lanterns for Char Villages', ['lantern', 'sun'], ['#1e3a8a', '#f59e0b']),
  cover('school', 'Digital Skills Evening School', ['laptop', 'book'], ['#312e81', '#0ea5e9']),
  cover('jobs', 'Youth Jobs & Mentoring Circle', ['handshake', 'people'], ['#7c2d12', '#f97316']),
  cover('river', 'Plastic-Free Teesta Riverbank', ['waves', 'leaf'], ['#0c4a6e', '#14b8a6']),
  cover('planting-day', 'Planting Day, Together', ['people', 'tree'], ['#14532d', '#facc15']),
  cover('reflection', 'Business with a Heart', ['leaf', 'handshake'], ['#4c1d95', '#ec4899']),
  cover('join', 'Applications Are Open', ['people', 'star'], ['#0f766e', '#a3e635']),
  cover('olympiad', 'Youth Olympiad Heats', ['star', 'bulb'], ['#831843', '#f59e0b']),
  photo('g-planting', 'Saplings in the school yard', ['tree'], ['#166534', '#bef264']),
  photo('g-cleanup', 'Riverbank clean-up crew', ['waves'], ['#075985', '#5eead4']),
  photo('g-workshop', 'Idea lab workshop', ['bulb'], ['#9a3412', '#fde047']),
  photo('g-meeting', 'Monthly members meeting', ['chat'], ['#1e40af', '#93c5fd']),
  photo('g-olympiad', 'Olympiad prize giving', ['star'], ['#9d174d', '#fda4af']),
  photo('g-lanterns', 'Lantern hand-over', ['lantern'], ['#1e3a8a', '#fcd34d']),
  photo('g-classroom', 'Evening school class', ['book'], ['#3730a3', '#a5b4fc']),
  photo('g-team', 'Our volunteers', ['people'], ['#0f766e', '#99f6e4']),
  photo('g-sunrise', 'Sunrise at the char', ['sun'], ['#c2410c', '#fde68a']),
  photo('g-compost', 'Compost corner', ['leaf'], ['#3f6212', '#d9f99d']),
  face('a-farhana', 'Farhana Rahman', ['#0f766e', '#5eead4']),
  face('a-tanvir', 'Tanvir Hasan', ['#1d4ed8', '#93c5fd']),
  face('a-nusrat', 'Nusrat Jahan', ['#be185d', '#f9a8d4']),
  face('a-mahmud', 'Mahmudul Karim', ['#b45309', '#fcd34d']),
  face('a-jannatul', 'Jannatul Ferdous', ['#7c3aed', '#c4b5fd']),
  face('a-sumaiya', 'Sumaiya Khatun', ['#047857', '#6ee7b7']),
  face('a-imran', 'Imran Chowdhury', ['#334155', '#94a3b8']),
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function gradient(colors: [string, string]): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>`;
}

function sceneSvg(spec: ImageSpec, w: number, h: number): string {
  const size = Math.round(h * (spec.kind === 'cover' ? 0.42 : 0.5));
  const gap = Math.round(size * 0.15);
  const total = spec.motifs.length * size + (spec.motifs.length - 1) * gap;
  const x0 = spec.kind === 'cover' ? w - total - Math.round(w * 0.07) : Math.round((w - total) / 2);
  const y0 = Math.round(h * (spec.kind === 'cover' ? 0.14 : 0.12));
  const art = spec.motifs.map((m, i) => `<g transform="translate(${x0 + i * (size + gap)} ${y0}) scale(${size / 200})">${MOTIFS[m]}</g>`).join('');
  const fontSize = Math.min(spec.kind === 'cover' ? 64 : 44, Math.floor((w * 0.86) / (spec.title.length * 0.58)));
  const band = Math.round(fontSize * 2.6);
  const tag =
    spec.kind === 'cover'
      ? `<text x="${Math.round(w * 0.06)}" y="${h - band - 18}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#ffffff" opacity="0.9" letter-spacing="3">SOCIAL BUSINESS YOUTH CLUB</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${gradient(spec.colors)}
    <circle cx="${Math.round(w * 0.12)}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.28)}" fill="#ffffff" opacity="0.08"/>
    <circle cx="${Math.round(w * 0.95)}" cy="${Math.round(h * 0.9)}" r="${Math.round(h * 0.35)}" fill="#ffffff" opacity="0.07"/>
    ${art}
    ${tag}
    <rect x="0" y="${h - band}" width="${w}" height="${band}" fill="#000000" opacity="0.28"/>
    <text x="${Math.round(w * 0.06)}" y="${h - Math.round(band * 0.36)}" font-family="DejaVu Sans, Arial, sans-serif"
      font-weight="bold" font-size="${fontSize}" fill="#ffffff">${esc(spec.title)}</text>
  </svg>`;
}

function avatarSvg(spec: ImageSpec, w: number): string {
  const initials = spec.title
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const c = w / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}" viewBox="0 0 ${w} ${w}">
    ${gradient(spec.colors)}
    <circle cx="${c}" cy="${w * 1.05}" r="${w * 0.42}" fill="#ffffff" opacity="0.18"/>
    <circle cx="${c}" cy="${c}" r="${w * 0.34}" fill="#ffffff" opacity="0.16"/>
    <text x="${c}" y="${c + w * 0.1}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-weight="bold" font-size="${Math.round(w * 0.3)}" fill="#ffffff">${esc(initials)}</text>
  </svg>`;
}

/** One generated file as the uploads table records it. */
export interface DemoUpload {
  key: string;
  filename: string;
  original_name: string;
  mime: 'image/jpeg';
  size: number;
  width: number;
  height: number;
  sha256: string;
}

/** Renders every demo image into the upload store under a fresh unique name. */
export async function renderDemoImages(store: UploadStore, specs: ImageSpec[] = DEMO_IMAGES): Promise<DemoUpload[]> {
  const suffix = randomBytes(4).toString('hex');
  return Promise.all(
    specs.map(async (spec) => {
      const [w, h] = SIZES[spec.kind];
      const svg = spec.kind === 'avatar' ? avatarSvg(spec, w) : sceneSvg(spec, w, h);
      const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true }).toBuffer();
      const filename = `demo-${spec.key}-${suffix}.jpg`;
      await store.put(filename, data);
      await writeVariants(data, store, filename);
      return {
        key: spec.key,
        filename,
        original_name: `${spec.key}.jpg`,
        mime: 'image/jpeg' as const,
        size: data.length,
        width: w,
        height: h,
        sha256: createHash('sha256').update(data).digest('hex'),
      };
    }),
  );
}

/** Removes files written by renderDemoImages (used when the seed transaction fails). */
export async function removeDemoImages(store: UploadStore, uploads: DemoUpload[]): Promise<void> {
  const files = uploads.flatMap((u) => [u.filename, ...variantNamesOf(u.filename)]);
  for (const f of files) await store.remove(f);
}

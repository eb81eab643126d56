import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../shared/images';
import type { UploadStore } from './upload-store';

interface Variant {
  name: string;
  width: number;
  format: 'jpeg' | 'png' | 'webp';
}

/** Each responsive width in the image's own format (`name-w400.jpg`) and as WebP (`name-w400.webp`). */
function variantsOf(filename: string): Variant[] {
  const ext = path.extname(filename);
  const base = filename.slice(0, -ext.length);
  const own = ext.toLowerCase() === '.png' ? 'png' : 'jpeg';
  return IMAGE_WIDTHS.flatMap((width) => [
    { name: `${base}-w${width}${ext}`, width, format: own },
    { name: `${base}-w${width}.webp`, width, format: 'webp' },
  ]);
}

/** The names writeVariants puts for an image. */
export const variantNamesOf = (filename: string): string[] => variantsOf(filename).map((v) => v.name);

function encode(image: Buffer, { width, format }: Variant): Promise<Buffer> {
  const resized = sharp(image).resize({ width, withoutEnlargement: true });
  if (format === 'png') return resized.png().toBuffer();
  return format === 'webp' ? resized.webp({ quality: 75 }).toBuffer() : resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * Puts the responsive widths of an image beside it in the store (same format; never enlarged),
 * each also as WebP (`name-w400.webp`), which pages offer first. No AVIF: encoding it takes about
 * a second per picture on a small server, for a few kilobytes more saved.
 */
export async function writeVariants(image: Buffer, store: UploadStore, filename: string): Promise<void> {
  const variants = variantsOf(filename);
  const encoded = await Promise.all(variants.map((v) => encode(image, v)));
  // One after another: in the database they share the request's transaction (one connection).
  for (const [i, v] of variants.entries()) await store.put(v.name, encoded[i]);
}

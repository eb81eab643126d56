import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../shared/images';

/**
 * Writes the responsive widths of an image beside it (same format; never enlarged), each also as
 * WebP (`name-w400.webp`), which pages offer first. No AVIF: encoding it takes about a second per
 * picture on a small server, for a few kilobytes more saved.
 */
export async function writeVariants(image: Buffer, dir: string, filename: string): Promise<void> {
  const ext = path.extname(filename);
  const base = filename.slice(0, -ext.length);
  const png = ext.toLowerCase() === '.png';
  await Promise.all(
    IMAGE_WIDTHS.flatMap((w) => {
      const resized = () => sharp(image).resize({ width: w, withoutEnlargement: true });
      return [
        (png ? resized().png() : resized().jpeg({ quality: 80, mozjpeg: true })).toFile(path.join(dir, `${base}-w${w}${ext}`)),
        resized()
          .webp({ quality: 75 })
          .toFile(path.join(dir, `${base}-w${w}.webp`)),
      ];
    }),
  );
}

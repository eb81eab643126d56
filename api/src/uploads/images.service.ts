import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Knex } from 'knex';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../lib/errors';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';
import { writeVariants } from './image-variants';
import type { MemoryFile } from './multipart';
import type { UploadStore } from './upload-store';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_SIDE = 2000;
/** Above this an image is refused before it is decoded (a "pixel flood" costs gigabytes to decode). */
export const MAX_PIXELS = 40_000_000;

const unreadable = () => new AppError(415, 'unsupported_media_type', 'This image could not be read', { file: 'The image is damaged or not a supported image' });

/** An image checked and re-encoded in memory, ready to be stored. */
export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
  png: boolean;
  originalName: string | null;
}

/**
 * Checks and re-encodes an uploaded image, touching neither disk nor database: the bytes are
 * sniffed (not the declared type), its dimensions read from the header and refused above
 * MAX_PIXELS before decoding, then it is re-encoded (metadata stripped, at most 2000 px a side;
 * PNG stays PNG).
 */
export async function prepareImage(file: MemoryFile): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !ACCEPTED.has(type.mime))
    throw new AppError(415, 'unsupported_media_type', 'Only JPEG, PNG, WebP or GIF images can be uploaded', { file: 'Not an image' });

  const meta = await sharp(file.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new AppError(
      415,
      'unsupported_media_type',
      `This image is too large: ${meta.width} × ${meta.height} pixels. Please send one of at most 40 megapixels.`,
      {
        file: 'At most 40 megapixels',
      },
    );
  }

  const keepPng = type.mime === 'image/png';
  let data: Buffer;
  let info: OutputInfo;
  try {
    const image = sharp(file.bytes, { animated: false, limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    ({ data, info } = await (keepPng ? image.png() : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true }));
  } catch {
    throw unreadable();
  }
  return { data, width: info.width, height: info.height, png: keepPng, originalName: file.originalFilename?.slice(0, 255) ?? null };
}

/**
 * Stores a prepared image under a random name, with its responsive widths beside it, and records
 * it; a database store writes through `db` (the request's transaction), so all of it commits together.
 */
export async function saveImage(db: Knex, uploads: UploadStore, image: PreparedImage, uploadedBy: number): Promise<{ url: string }> {
  const { data, png: keepPng } = image;
  const filename = `${crypto.randomBytes(16).toString('hex')}.${keepPng ? 'png' : 'jpg'}`;
  const store = uploads.through(db);
  await store.put(filename, data);
  await writeVariants(data, store, filename);
  await insertId(
    db('uploads').insert({
      filename,
      original_name: image.originalName,
      mime: keepPng ? 'image/png' : 'image/jpeg',
      size: data.length,
      width: image.width,
      height: image.height,
      sha256: crypto.createHash('sha256').update(data).digest('hex'),
      uploaded_by: uploadedBy,
      created_at: nowIso(),
    }),
  );
  return { url: `/uploads/${filename}` };
}

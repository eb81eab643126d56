import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { RouteDeps } from '../app';
import { AppError, badRequest } from '../lib/errors';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';
import { type AppState, requireRole } from '../middleware/auth';
import { writeVariants } from './image-variants';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_SIDE = 2000;

interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

/**
 * POST /api/upload (multipart, field 'file'): the bytes are sniffed (not the declared type),
 * limited to 5 MB by the body parser, re-encoded with sharp (metadata stripped, at most 2000 px a
 * side) and stored under DATA_DIR/uploads with a random name, with its responsive widths beside
 * it (shared/images.ts). Answers { url }.
 */
export function uploadsRoutes({ db, uploadsDir }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/upload' });

  router.post('/', requireRole('member', 'admin', 'super_admin'), async (ctx) => {
    const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
    const file = Array.isArray(files.file) ? files.file[0] : files.file;
    if (!file) throw badRequest('Please choose an image file', { file: 'Please choose an image file' });
    try {
      const type = await fileTypeFromFile(file.filepath);
      if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, 'unsupported_media_type', 'Only JPEG, PNG, WebP or GIF images can be uploaded', { file: 'Not an image' });
      const keepPng = type.mime === 'image/png';
      const image = sharp(file.filepath, { animated: false }).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const { data, info } = await (keepPng ? image.png() : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
      const filename = `${crypto.randomBytes(16).toString('hex')}.${keepPng ? 'png' : 'jpg'}`;
      await fs.writeFile(path.join(uploadsDir, filename), data);
      await writeVariants(data, uploadsDir, filename);
      await insertId(
        db('uploads').insert({
          filename,
          original_name: file.originalFilename?.slice(0, 255) ?? null,
          mime: keepPng ? 'image/png' : 'image/jpeg',
          size: data.length,
          width: info.width,
          height: info.height,
          sha256: crypto.createHash('sha256').update(data).digest('hex'),
          uploaded_by: ctx.state.user!.id,
          created_at: nowIso(),
        }),
      );
      ctx.status = 201;
      ctx.body = { url: `/uploads/${filename}` };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (/unsupported image format|Input file/i.test(String((err as Error).message))) {
        throw new AppError(415, 'unsupported_media_type', 'This image could not be read', { file: 'Not an image' });
      }
      throw err;
    } finally {
      await fs.rm(file.filepath, { force: true });
    }
  });
  return router;
}

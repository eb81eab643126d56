import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import formidable, { errors as formidableErrors, type File } from 'formidable';
import type { Middleware } from 'koa';
import { LIMITS } from '../../../shared/limits';
import { AppError } from '../lib/errors';
import type { AppContext, AppState } from '../middleware/auth';

/** A file of a multipart body, held in memory: no temporary file is ever written. */
export interface MemoryFile {
  field: string;
  originalFilename: string | null;
  bytes: Buffer;
  /** SHA-256 of the bytes: what an idempotent replay is recognised by. */
  sha256: string;
}

declare module 'koa' {
  interface Request {
    memoryFiles?: MemoryFile[];
  }
}

const MB = 1024 * 1024;
/** No setting makes the server read a bigger file than this. */
const HARD_CAP_BYTES = LIMITS.maxFileSizeMbMax * MB;

export const tooLarge = (limitMb: number) =>
  new AppError(413, 'payload_too_large', `File too large - Please select a file smaller than ${limitMb}MB`, {
    file: `Please select a file smaller than ${limitMb}MB`,
  });

/**
 * Reads a multipart body into memory (one file of at most `limitMb` MB, a few small fields; the
 * limit is the maxFileSize setting, read per request). Attached only to upload routes, after
 * their policy guard, so nobody else can make the server read a file. Fields land in
 * ctx.request.body, files in ctx.request.memoryFiles.
 */
export function readMultipart(limitMb: (ctx: AppContext) => Promise<number>): Middleware<AppState> {
  return async (ctx, next) => {
    if (!ctx.is('multipart')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the image as multipart/form-data with the field "file"', { file: 'Please choose an image file' });
    }
    const mb = await limitMb(ctx);
    const maxBytes = Math.min(mb * MB, HARD_CAP_BYTES);
    if (Number(ctx.get('Content-Length') || 0) > maxBytes + 64 * 1024) throw tooLarge(mb);
    const chunks = new Map<string, Buffer[]>();
    const form = formidable({
      maxFiles: 1,
      maxFileSize: maxBytes,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      fileWriteStreamHandler: (file) => {
        const parts: Buffer[] = [];
        chunks.set((file as unknown as File).newFilename, parts);
        return new Writable({
          write(chunk: Buffer, _enc, done) {
            parts.push(chunk);
            done();
          },
        });
      },
    });
    let fields: formidable.Fields;
    let files: formidable.Files;
    try {
      [fields, files] = await form.parse(ctx.req);
    } catch (err) {
      const e = err as { httpCode?: number; code?: number; message?: string };
      // formidable answers a second file with httpCode 413 too, so its error code decides first.
      if (e.code === formidableErrors.maxFilesExceeded) throw new AppError(400, 'bad_request', 'Send one file at a time', { file: 'Send one file at a time' });
      if (e.httpCode === 413 || /maxFileSize|maxTotalFileSize/.test(e.message ?? '')) throw tooLarge(mb);
      throw new AppError(400, 'bad_request', 'The upload could not be read. Please try again.', { file: 'The upload could not be read' });
    }
    ctx.request.body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v && v.length === 1 ? v[0] : v])) as Record<string, string>;
    ctx.request.memoryFiles = Object.entries(files).flatMap(([field, list]) =>
      (list ?? []).map((f) => {
        const bytes = Buffer.concat(chunks.get(f.newFilename) ?? []);
        return { field, originalFilename: f.originalFilename ?? null, bytes, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
      }),
    );
    await next();
  };
}

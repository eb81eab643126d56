import { z } from '../zod';
import { LIMITS } from '../limits';

/** A row id: a positive integer within the 32-bit range every database's integer columns hold. */
export const id = z.coerce.number().int().positive().max(2_147_483_647, 'Not a valid id');
export const isoDate = z.string();
export const contentStatus = z.enum(['pending', 'approved', 'rejected']);
export type ContentStatus = z.infer<typeof contentStatus>;

/** A trimmed string of at least one character, with the given message when empty. */
export const required = (message: string, max: number = LIMITS.textMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number = LIMITS.textMax) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().nullable();

/** A path on this site: '/' then not another '/' or '\\' (`//host/x` would leave the site). */
export const SITE_PATH = /^\/(?![/\\])/;

/** A URL on the web or a path on this site (uploads are served as /uploads/...). */
export const urlOrPath = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || SITE_PATH.test(v) || /^https?:\/\/[^/\\\s]/i.test(v), 'Must be a URL or a path starting with /');

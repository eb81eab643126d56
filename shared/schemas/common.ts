import { z } from '../zod';
import { LIMITS } from '../limits';
import { ABSOLUTE_URL, SITE_PATH, URL_UNSAFE_CHARS } from '../safe-link';

export { isSafeLink, SITE_PATH, URL_UNSAFE_CHARS } from '../safe-link';

/** A row id: a positive integer within the 32-bit range every database's integer columns hold. */
export const id = z.coerce.number().int().positive().max(2_147_483_647, 'Not a valid id');
export const isoDate = z.string();
export const contentStatus = z.enum(['pending', 'approved', 'rejected']);
export type ContentStatus = z.infer<typeof contentStatus>;

/** A trimmed string of at least one character, with the given message when empty. */
export const required = (message: string, max: number = LIMITS.textMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number = LIMITS.textMax) => z.string().trim().max(max, `Must be at most ${max} characters`).optional().nullable();

/**
 * The Bangla version of a text (issue 14): optional, held to the English field's limit; blank is
 * stored as null (readers then see the English text). Absent on an edit keeps what is stored.
 */
export const bnText = (max: number = LIMITS.textMax) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A Bangla text as the API answers it: null when not written (optional, so rows kept on a phone before it existed still fit). */
export const bnRead = z.string().nullish();

export const URL_UNSAFE_MESSAGE = 'Must not contain spaces or control characters';

/** A URL on the web or a path on this site (uploads are served as /uploads/...). */
export const urlOrPath = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || SITE_PATH.test(v) || ABSOLUTE_URL.test(v), { message: 'Must be a URL or a path starting with /', abort: true })
  .refine((v) => !URL_UNSAFE_CHARS.test(v), URL_UNSAFE_MESSAGE);

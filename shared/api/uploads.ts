/**
 * Image uploads (multipart, field 'file'): checked, re-encoded and stored; the answer is the image's
 * address. Its parser is hand-written, as the first load's are (session.ts): the service worker sends a queued
 * write's image and reads this answer, and with zod it carried 19 KiB more (issue 27).
 */
import { endpoint, type Parser } from './endpoint';

/** `{ url }`, a non-empty string, as zod's `z.object({ url: z.string().min(1) })` reads it (uploads.test.ts). */
const uploadAnswer: Parser<{ url: string }> = {
  parse(value) {
    const url = (value as { url?: unknown } | null)?.url;
    if (typeof value !== 'object' || typeof url !== 'string' || !url) throw new Error('upload.url: expected a non-empty string');
    return { url };
  },
};

export const uploadsApi = {
  image: endpoint({
    method: 'POST',
    path: '/api/upload',
    access: 'contributor',
    summary: "Upload an image (multipart 'file', at most the maxFileSize setting)",
    output: uploadAnswer,
  }),
};

import type { AnswerOf } from '@shared/api/endpoint';
import { uploadsApi } from '@shared/api/uploads';
import { AnswerError, ApiError, call, NetworkError } from '@/lib/api-client';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';

export type UploadAnswer = AnswerOf<typeof uploadsApi.image>;

export interface UploadOptions {
  /** Whole percent of the file sent so far (0-100), when the browser knows the total. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * uploadsApi.image, multipart with the field 'file' (signed-in-areas.md §7), with upload
 * progress (an XMLHttpRequest underneath): a non-2xx answer throws ApiError ('413: body text',
 * the parsed JSON body on it, so serverMessage() works), an answer without the image's address
 * AnswerError, no answer NetworkError, an abort an AbortError. Not queued for later: an upload
 * made here is made while online, so no X-Expected-User (a write queued with its image uploads
 * through the outbox instead).
 */
export async function uploadImage(file: Blob, filename: string | undefined, { onProgress, signal }: UploadOptions = {}): Promise<UploadAnswer> {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  try {
    const { url } = await call(uploadsApi.image, { body: form }, { signal, onUploadProgress: (p) => onProgress?.(p) });
    reportNetworkSuccess();
    return { url };
  } catch (err) {
    if (err instanceof NetworkError) reportNetworkFailure();
    else if (err instanceof ApiError || err instanceof AnswerError) reportNetworkSuccess();
    throw err;
  }
}

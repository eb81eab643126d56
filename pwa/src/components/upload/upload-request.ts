import { api, ApiError, NetworkError } from '@/lib/api-client';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';

export const UPLOAD_PATH = '/api/upload';

export interface UploadAnswer {
  url: string;
}

export interface UploadOptions {
  /** Whole percent of the file sent so far (0-100), when the browser knows the total. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/upload, multipart with the field 'file' (signed-in-areas.md §7), through api() with
 * upload progress (an XMLHttpRequest underneath): a non-2xx answer throws ApiError ('413: body
 * text', the parsed JSON body on it, so serverMessage() works), no answer throws NetworkError, an
 * abort throws an AbortError. Not queued for later: an upload made here is made while online, so
 * no X-Expected-User (a write queued with its image uploads through the outbox instead).
 */
export async function uploadImage(file: Blob, filename: string | undefined, { onProgress, signal }: UploadOptions = {}): Promise<UploadAnswer> {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  let body: Partial<UploadAnswer> | undefined;
  try {
    body = await api<Partial<UploadAnswer> | undefined>(UPLOAD_PATH, { method: 'POST', body: form, signal, onUploadProgress: (p) => onProgress?.(p) });
  } catch (err) {
    if (err instanceof NetworkError) reportNetworkFailure();
    else if (err instanceof ApiError) reportNetworkSuccess();
    throw err;
  }
  reportNetworkSuccess();
  if (typeof body?.url !== 'string' || !body.url) throw new ApiError(201, 'Created', 'The server did not answer with the image URL', body);
  return { url: body.url };
}

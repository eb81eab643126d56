import { ApiError, NetworkError } from '@/lib/api-client';
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/upload, multipart with the field 'file' (signed-in-areas.md §7). An XMLHttpRequest
 * rather than api(), because fetch cannot report upload progress; otherwise api()'s conventions:
 * cookies go along (same origin), a non-2xx answer throws ApiError ('413: body text', the parsed
 * JSON body on it, so serverMessage() works), no answer throws NetworkError, an abort throws an
 * AbortError. Not queued for later: an upload is made while online, so no X-Expected-User.
 */
export function uploadImage(file: Blob, filename: string | undefined, { onProgress, signal }: UploadOptions = {}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = false; // a same-origin request sends the cookies anyway
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      reportNetworkSuccess();
      const text = xhr.responseText ?? '';
      const isJson = (xhr.getResponseHeader('Content-Type') ?? '').includes('json');
      const body = isJson && text ? parseJson(text) : undefined;
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.statusText, text, body));
      const url = (body as Partial<UploadAnswer> | undefined)?.url;
      if (typeof url !== 'string' || !url) return reject(new ApiError(xhr.status, xhr.statusText, 'The server did not answer with the image URL', body));
      resolve({ url });
    };
    xhr.onerror = () => {
      reportNetworkFailure();
      reject(new NetworkError());
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    if (filename) form.append('file', file, filename);
    else form.append('file', file);
    xhr.send(form);
  });
}

import type { ErrorBody } from '@shared/errors';

/**
 * The one way the app talks to the server (public-site.md §7): cookies always go along, a body
 * is sent as JSON, and any non-2xx answer is a failure.
 *
 *   const { events } = await api<{ events: Event[] }>('/api/events');
 *   await api('/api/contact', { method: 'POST', body: form });
 *   catch (err) { toast({ title: 'Failed', description: serverMessage(err) ?? 'Please try again later.' }) }
 */
export interface ApiOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'include' (the default): cookies go along. The outbox sends anonymous writes with 'omit'. */
  credentials?: RequestCredentials;
}

/** A non-2xx answer. `message` is `${status}: ${body text || status text}`. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed body when the server answered JSON (usually `{ message, code, fields? }`). */
  readonly body: unknown;
  /** Seconds from a `Retry-After` header: the server asks to try again (busy, limited), not a refusal. */
  readonly retryAfter: number | null;
  constructor(status: number, statusText: string, bodyText: string, body: unknown, retryAfter: number | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
  /** The server's error code, when the body carried one. */
  get code(): ErrorBody['code'] | undefined {
    return isErrorBody(this.body) ? (this.body as ErrorBody).code : undefined;
  }
  /** Field name to message, for validation failures. */
  get fields(): Record<string, string> | undefined {
    return isErrorBody(this.body) ? (this.body as ErrorBody).fields : undefined;
  }
}

/** The request never got an answer (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

function isErrorBody(v: unknown): v is Partial<ErrorBody> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` as seconds (a number or an HTTP date), else null. */
function retryAfterSeconds(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - Date.now()) / 1000));
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, credentials = 'include' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isRaw = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !isRaw) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials,
      signal,
      body: body === undefined ? undefined : isRaw ? (body as BodyInit) : JSON.stringify(body),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }

  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  const parsed = isJson && text ? parseJson(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, res.statusText, text, parsed, retryAfterSeconds(res.headers.get('Retry-After')));
  if (!text) return undefined as T;
  return (isJson ? parsed : text) as T;
}

/** The server's own `message` for a failed call, else `fallback` (toasts: "the server message, else ..."). */
export function serverMessage(err: unknown): string | undefined;
export function serverMessage(err: unknown, fallback: string): string;
export function serverMessage(err: unknown, fallback?: string): string | undefined {
  if (err instanceof ApiError && isErrorBody(err.body) && typeof err.body.message === 'string' && err.body.message) {
    return err.body.message;
  }
  return fallback;
}

/** True for a 401 answer (the "401 Unauthorized" pattern of the dashboards). */
export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError ? err.status === 401 : /^401: .*Unauthorized/.test(String((err as Error)?.message ?? ''));
}

import type { ErrorBody } from '@shared/errors';
import { type AnswerOf, type AnyEndpoint, type BodyOf, type ParamsOf, pathOf, type QueryOf } from '@shared/api/endpoint';
import { fieldMessages, messageText } from './message-text';

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
  /**
   * Whole percent of the body sent so far (0-100). fetch cannot report it, so the request then
   * goes as an XMLHttpRequest where there is one (pages; a service worker has only fetch).
   */
  onUploadProgress?: (percent: number) => void;
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
  /** Field name to message, for validation failures: in the reader's language (the body keeps the English). */
  get fields(): Record<string, string> | undefined {
    if (!isErrorBody(this.body) || !this.body.fields) return undefined;
    return fieldMessages(this.body.fields, this.body.fieldKeys);
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

/** What came back, however it was asked for. */
interface RawAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
  header: (name: string) => string | null;
}

type Sendable = { method: string; headers: Record<string, string>; credentials: RequestCredentials; signal?: AbortSignal; body?: string | Blob | FormData };

async function viaFetch(path: string, init: Sendable): Promise<RawAnswer> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }
  return { ok: res.ok, status: res.status, statusText: res.statusText, text: await res.text(), header: (n) => res.headers.get(n) };
}

function viaXhr(path: string, init: Sendable, onProgress: (percent: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The request was cancelled', 'AbortError');
    if (init.signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, path);
    // Our calls are same-origin: they carry the cookies anyway (withCredentials is for other origins).
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText ?? '',
        header: (n) => xhr.getResponseHeader(n),
      });
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError());
    xhr.onabort = () => reject(init.signal?.reason instanceof DOMException ? init.signal.reason : aborted());
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body ?? null);
  });
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, credentials = 'include', onUploadProgress } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isRaw = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !isRaw) headers['Content-Type'] = 'application/json';
  const init: Sendable = {
    method,
    headers,
    credentials,
    signal,
    body: body === undefined ? undefined : isRaw ? (body as Blob | FormData) : JSON.stringify(body),
  };

  const res = onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? await viaXhr(path, init, onUploadProgress) : await viaFetch(path, init);
  const { text } = res;
  const isJson = (res.header('content-type') ?? '').includes('json');
  const parsed = isJson && text ? parseJson(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, res.statusText, text, parsed, retryAfterSeconds(res.header('Retry-After')));
  if (!text) return undefined as T;
  return (isJson ? parsed : text) as T;
}

/**
 * The server's own `message` for a failed call in the reader's language (lib/message-text.ts),
 * else `fallback` (toasts: "the server message, else ..."), translated when the catalogue knows it.
 */
export function serverMessage(err: unknown): string | undefined;
export function serverMessage(err: unknown, fallback: string): string;
export function serverMessage(err: unknown, fallback?: string): string | undefined {
  const english = englishServerMessage(err);
  if (english === undefined) return fallback === undefined ? undefined : messageText(fallback); // e.g. 'Network request failed'
  const { key } = (err as ApiError).body as Partial<ErrorBody>;
  return messageText(english, typeof key === 'string' ? key : undefined);
}

/** The server's `message` as it came (English): what the outbox keeps, translated where it is shown. */
export function englishServerMessage(err: unknown): string | undefined;
export function englishServerMessage(err: unknown, fallback: string): string;
export function englishServerMessage(err: unknown, fallback?: string): string | undefined {
  if (err instanceof ApiError && isErrorBody(err.body) && typeof err.body.message === 'string' && err.body.message) {
    return err.body.message;
  }
  return fallback;
}

/** True for a 401 answer (the "401 Unauthorized" pattern of the dashboards). */
export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError ? err.status === 401 : /^401: .*Unauthorized/.test(String((err as Error)?.message ?? ''));
}

/** The server answered 2xx with something its contract (shared/api/) does not allow: the app is older or newer than the server. */
export class AnswerError extends Error {
  constructor(endpoint: string, cause: unknown) {
    super(`The answer of ${endpoint} was not understood`, { cause });
    this.name = 'AnswerError';
  }
}

/** What `call()` sends: the path's parameters, the query, the body. */
export interface CallRequest<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData | Blob;
}

/**
 * Calls an endpoint of the contract and parses its answer with the contract's `output`:
 *   const { events } = await call(eventsApi.list);
 *   await call(contactApi.send, { body: form });
 *   await call(eventsApi.update, { params: { id }, body });
 */
export async function call<E extends AnyEndpoint>(e: E, request: CallRequest<E> = {}, options: Omit<ApiOptions, 'method' | 'body'> = {}): Promise<AnswerOf<E>> {
  const path = pathOf(e, request.params as Record<string, unknown>, request.query as Record<string, unknown>);
  const answer = await api<unknown>(path, { ...options, method: e.method, body: request.body });
  if (typeof e.output !== 'object') return answer as AnswerOf<E>;
  try {
    return e.output.parse(answer) as AnswerOf<E>;
  } catch (err) {
    throw new AnswerError(`${e.method} ${e.path}`, err);
  }
}

/** The address of an endpoint the browser opens itself (a download, a sign-in redirect, a feed). */
export const hrefOf = <E extends AnyEndpoint>(e: E, params?: ParamsOf<E>, query?: QueryOf<E>): string =>
  pathOf(e, params as Record<string, unknown>, query as Record<string, unknown>);

import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../../../shared/errors';
import { messageKey, VALIDATION_SUMMARY_KEY, VALIDATION_SUMMARY_PREFIX } from '../../../shared/message-key';

/** An error the client should see: a status, a code and a readable message. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** More of the body for a code that carries it (e.g. `waitlist` with 'event_full'). */
    public readonly extra?: Pick<ErrorBody, 'waitlist' | 'pendingMember'>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);

/** The first message per field of a failed zod parse, keyed by the dotted path. */
export function zodFields(err: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(err: ZodError): AppError {
  const fields = zodFields(err);
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return new AppError(400, 'validation_failed', `${VALIDATION_SUMMARY_PREFIX}${summary}`, fields);
}

type BareBody = Omit<ErrorBody, 'key' | 'fieldKeys'>;

/** Adds the message keys the app translates with: `key` for the message, `fieldKeys` beside `fields`. */
export function withKeys(body: BareBody): ErrorBody {
  const summary = body.code === 'validation_failed' && body.message.startsWith(VALIDATION_SUMMARY_PREFIX);
  const keyed: ErrorBody = { ...body, key: summary ? VALIDATION_SUMMARY_KEY : messageKey(body.message) };
  if (body.fields) keyed.fieldKeys = Object.fromEntries(Object.entries(body.fields).map(([f, m]) => [f, messageKey(m)]));
  return keyed;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || (e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test(e.message ?? ''));
}

const camel = (column: string) => column.replace(/_key$/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The input fields a unique violation is about, from SQLite's or PostgreSQL's message. */
function uniqueFields(err: unknown): Record<string, string> {
  const e = err as { message?: string; detail?: string };
  const columns =
    /UNIQUE constraint failed: (.+)$/i
      .exec(e.message ?? '')?.[1]
      ?.split(',')
      .map((c) => c.trim().split('.').pop()!) ??
    /Key \(([^)]+)\)=/
      .exec(e.detail ?? '')?.[1]
      ?.split(',')
      .map((c) => c.trim()) ??
    [];
  const fields: Record<string, string> = {};
  for (const c of columns) fields[camel(c)] = 'This is already taken';
  return Object.keys(fields).length ? fields : { _: 'This already exists' };
}

const PG_BUSY = new Set(['40001', '40P01', '55P03', '57P03', '53300', '08000', '08003', '08006']);
const NET_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * The database (or disk) cannot take the request right now: busy or locked, out of space,
 * read-only, unreachable. The client should keep the write and retry: 503 or 507 with
 * Retry-After and a readable message, never a bare 500.
 */
export function unavailableError(err: unknown): AppError | undefined {
  const e = err as { code?: string; name?: string } | null;
  const code = e?.code ?? '';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') {
    return new AppError(
      507,
      'insufficient_storage',
      'The server has run out of storage space. Your request was not saved; please try again later.',
      undefined,
      { 'Retry-After': '300' },
    );
  }
  if (code === 'SQLITE_READONLY' || code === '25006' || code === 'EROFS') {
    return new AppError(503, 'unavailable', 'The server is in read-only maintenance. Your request was not saved; please try again later.', undefined, {
      'Retry-After': '60',
    });
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || PG_BUSY.has(code) || NET_DOWN.has(code) || e?.name === 'KnexTimeoutError') {
    return new AppError(503, 'unavailable', 'The server is busy. Please try again in a moment.', undefined, { 'Retry-After': '2' });
  }
  return undefined;
}

type ErrorResponse<B> = { status: number; body: B; headers?: Record<string, string>; unexpected: boolean };

/** Maps any thrown value to the status, body (with its message keys) and headers the client gets. */
export function toErrorResponse(err: unknown): ErrorResponse<ErrorBody> {
  const res = bareResponse(err);
  return { ...res, body: withKeys(res.body) };
}

function bareResponse(err: unknown): ErrorResponse<BareBody> {
  const unavailable = !(err instanceof AppError) && unavailableError(err);
  if (unavailable) return { ...bareResponse(unavailable), unexpected: false };
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { message: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}), ...err.extra },
      headers: err.headers,
      unexpected: false,
    };
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return { status: 400, body: { message: e.message, code: e.code, fields: e.fields }, unexpected: false };
  }
  if (isUniqueViolation(err)) {
    return { status: 409, body: { message: 'This already exists', code: 'conflict', fields: uniqueFields(err) }, unexpected: false };
  }
  const http = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; type?: string };
  const status = http?.status ?? http?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code: ErrorCode = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    const message =
      status === 413
        ? 'The request is too large'
        : http.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON'
          : http.expose && http.message
            ? http.message
            : 'Bad request';
    return { status, body: { message, code }, unexpected: false };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' }, unexpected: true };
}

import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { LIMITS } from '../../../shared/limits';
import { AppError, badRequest, toErrorResponse } from '../lib/errors';
import { isoIn, nowIso } from '../lib/time';
import type { AppState } from './auth';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** Signing in and out is never replayed from a stored answer: each attempt must really run. */
const NEVER_KEYED = new Set(['/api/auth/login', '/api/auth/logout', '/api/logout']);
/** Answers that hold personal data: only the status, message, code and fields are kept for a replay. */
const ANSWER_NOT_KEPT = new Set(['/api/auth/register']);

export interface IdempotencyOptions {
  /** Server secret the fingerprints are keyed with: a stolen table gives nothing to crack offline. */
  secret: string;
  /** For upload routes, after their multipart body was read; the app-wide instance skips multipart. */
  multipart?: boolean;
}

/** The files of a multipart request count by their bytes (SHA-256), never by a temporary name. */
function fingerprint(secret: string, method: string, path: string, body: unknown, files: Array<{ field: string; sha256: string }> | undefined): string {
  const h = crypto.createHmac('sha256', secret).update(`${method} ${path}\n`).update(JSON.stringify(body ?? null));
  for (const f of files ?? []) h.update(`\n${f.field}:${f.sha256}`);
  return h.digest('hex');
}

function keptAnswer(path: string, body: unknown): string | null {
  if (body == null) return null;
  if (ANSWER_NOT_KEPT.has(path)) {
    const { message, code, fields } = body as Record<string, unknown>;
    return JSON.stringify({ message, code, fields });
  }
  return JSON.stringify(body);
}

/**
 * Applies each Idempotency-Key once per client. The first request inserts a row (a unique
 * constraint decides who runs: never two at once); a repeat gets the stored answer without the
 * handler running; the same key with another body is a 422. 5xx answers are not kept, so the
 * client may retry them. The row keeps an HMAC of the request, never the request itself, and
 * for sign-up no personal data of the answer.
 */
export function idempotency(db: Knex, opts: IdempotencyOptions): Middleware<AppState> {
  const secret = crypto.createHmac('sha256', opts.secret).update('idempotency-fingerprint').digest();
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key || !WRITES.has(ctx.method) || NEVER_KEYED.has(ctx.path)) return next();
    if (Boolean(ctx.is('multipart')) !== Boolean(opts.multipart)) return next();
    if (!KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores', { 'Idempotency-Key': 'Must be 8 to 100 letters, digits, dashes or underscores' });

    const anon = ctx.get('X-Client-Id').slice(0, 80) || ctx.ip;
    const clientId = ctx.state.user ? `user:${ctx.state.user.id}` : `anon:${anon}`;
    const hash = fingerprint(secret.toString('hex'), ctx.method, ctx.path, ctx.request.body, ctx.request.memoryFiles);

    let rowId: number;
    try {
      const [inserted] = await db('idempotency_keys')
        .insert({ key, client_id: clientId, method: ctx.method, path: ctx.path, body_hash: hash, created_at: nowIso(), expires_at: isoIn(LIMITS.idempotencyDays * 86_400_000) })
        .returning('id');
      rowId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
    } catch (err) {
      if (toErrorResponse(err).status !== 409) throw err;
      const prior = await db('idempotency_keys').where({ key, client_id: clientId }).first();
      if (!prior) throw new AppError(409, 'conflict', 'This request is being processed. Please retry shortly.', undefined, { 'Retry-After': '1' });
      // An empty fingerprint is a row from before fingerprints were keyed: it cannot be compared.
      if ((prior.body_hash !== '' && prior.body_hash !== hash) || prior.method !== ctx.method || prior.path !== ctx.path) {
        throw new AppError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for a different request', { 'Idempotency-Key': 'Already used for a different request' });
      }
      if (prior.status_code == null) {
        throw new AppError(409, 'conflict', 'This request is still being processed. Please retry shortly.', undefined, { 'Retry-After': '1' });
      }
      ctx.status = prior.status_code;
      ctx.body = prior.response_body ? JSON.parse(prior.response_body) : null;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }

    try {
      await next();
    } catch (err) {
      const res = toErrorResponse(err);
      if (res.status >= 500) await db('idempotency_keys').where({ id: rowId }).delete();
      else await db('idempotency_keys').where({ id: rowId }).update({ status_code: res.status, response_body: keptAnswer(ctx.path, res.body) });
      throw err;
    }
    if (ctx.status >= 500) {
      await db('idempotency_keys').where({ id: rowId }).delete();
      return;
    }
    const body = ctx.body === undefined || typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body) ? null : ctx.body;
    await db('idempotency_keys').where({ id: rowId }).update({ status_code: ctx.status, response_body: keptAnswer(ctx.path, body) });
  };
}

export const pruneIdempotencyKeys = (db: Knex) => db('idempotency_keys').where('expires_at', '<', nowIso()).delete();

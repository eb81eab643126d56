import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { LIMITS } from '../../../shared/limits';
import { AppError, badRequest, toErrorResponse } from '../lib/errors';
import { isoIn, nowIso } from '../lib/time';
import type { AppState } from './auth';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

function bodyHash(method: string, path: string, body: unknown, files: unknown): string {
  const h = crypto.createHash('sha256').update(`${method} ${path}\n`).update(JSON.stringify(body ?? null));
  if (files) h.update(JSON.stringify(files, (k, v) => (k === 'filepath' || k === 'mtime' ? undefined : v)));
  return h.digest('hex');
}

/**
 * Applies each Idempotency-Key once per client. The first request inserts a row (a unique
 * constraint decides who runs: never two at once); a repeat gets the stored answer without the
 * handler running; the same key with another body is a 422. 5xx answers are not kept, so the
 * client may retry them.
 */
export function idempotency(db: Knex): Middleware<AppState> {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key || !WRITES.has(ctx.method)) return next();
    if (!KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');

    const anon = ctx.get('X-Client-Id').slice(0, 80) || ctx.ip;
    const clientId = ctx.state.user ? `user:${ctx.state.user.id}` : `anon:${anon}`;
    const hash = bodyHash(ctx.method, ctx.path, ctx.request.body, (ctx.request as { files?: unknown }).files);

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
      if (prior.body_hash !== hash || prior.method !== ctx.method || prior.path !== ctx.path) {
        throw new AppError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for a different request');
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
      else await db('idempotency_keys').where({ id: rowId }).update({ status_code: res.status, response_body: JSON.stringify(res.body) });
      throw err;
    }
    if (ctx.status >= 500) {
      await db('idempotency_keys').where({ id: rowId }).delete();
      return;
    }
    const body = ctx.body === undefined || typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body) ? null : ctx.body;
    await db('idempotency_keys').where({ id: rowId }).update({ status_code: ctx.status, response_body: body == null ? null : JSON.stringify(body) });
  };
}

export const pruneIdempotencyKeys = (db: Knex) => db('idempotency_keys').where('expires_at', '<', nowIso()).delete();

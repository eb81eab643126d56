import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { LIMITS } from '../../../shared/limits';
import { AppError, badRequest, toErrorResponse } from '../lib/errors';
import { crashPoint } from '../lib/faults';
import { isoIn, nowIso } from '../lib/time';
import type { AppContext, AppState } from './auth';
import { type Claim, claimKey } from './idempotency-claim';
import { answerSeal } from './idempotency-seal';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const DEVICE = /^[A-Za-z0-9_-]{8,80}$/;
/** Signing in and out (and a password reset, which signs in) is never replayed from a stored answer: each attempt must really run. */
const NEVER_KEYED = new Set(['/api/auth/login', '/api/auth/reset-password', '/api/auth/logout', '/api/logout']);
/** Answers that hold personal data or a secret (a calendar feed URL): only the status, message, code and fields are kept for a replay. */
const ANSWER_NOT_KEPT = new Set(['/api/auth/register', '/api/calendar-feed']);
export interface IdempotencyOptions {
  /**
   * Server secrets the fingerprints are keyed with (a stolen table gives nothing to crack
   * offline): the current one first; older ones still match a write made before a rotation.
   */
  secrets: readonly string[];
  /** For upload routes, after their multipart body was read; the app-wide instance skips multipart. */
  multipart?: boolean;
  /** How long a request holds its key before a retry may take over (its process is presumed dead). */
  leaseMs: number;
  /** This process's id (lib/heartbeat.ts): a claim of a process that is gone is taken over at once. */
  bootId?: string;
}

/** The files of a multipart request count by their bytes (SHA-256), never by a temporary name. */
function fingerprint(secret: string, method: string, path: string, body: unknown, files: Array<{ field: string; sha256: string }> | undefined): string {
  const h = crypto
    .createHmac('sha256', secret)
    .update(`${method} ${path}\n`)
    .update(JSON.stringify(body ?? null));
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
 * Whose key this is, fixed when the write was made: the device that made it (X-Client-Id, which
 * the outbox always sends), so a replay after the session ended is still the same write. Without
 * a device id: the signed-in user, else the address.
 */
function scopeOf(ctx: AppContext): { scope: string; legacy: string[] } {
  const device = ctx.get('X-Client-Id');
  const user = ctx.state.user ? `user:${ctx.state.user.id}` : undefined;
  if (DEVICE.test(device)) return { scope: `device:${device}`, legacy: [`anon:${device}`, ...(user ? [user] : [])] };
  return { scope: user ?? `anon:${ctx.ip}`, legacy: [] };
}

class RolledBack extends Error {}

/**
 * Applies each Idempotency-Key once per device. The key is claimed first (a row with a lease;
 * a unique constraint decides between concurrent requests); then the handler runs inside one
 * transaction (ctx.state.db) that also stores the answer on the key, so the business write and
 * "this key is done" commit together or not at all. A process that dies mid-request leaves a
 * claim whose lease runs out; a retry then takes it over and runs, which is safe because nothing
 * of the dead request committed. Only the claim's owner may store an answer. A repeat gets the
 * stored answer; the same key with another body is a 422; 4xx answers are stored, but not 5xx
 * nor the ones that mean "not now" (401 signed out, 408, 429, anything with Retry-After).
 * Answers are kept sealed under the client's key, which the table holds only as an HMAC
 * (idempotency-seal.ts).
 */
export function idempotency(db: Knex, opts: IdempotencyOptions): Middleware<AppState> {
  const fingerprintKeys = opts.secrets.map((s) => crypto.createHmac('sha256', s).update('idempotency-fingerprint').digest('hex'));
  const sealer = answerSeal(opts.secrets);
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key || !WRITES.has(ctx.method) || NEVER_KEYED.has(ctx.path)) return next();
    if (Boolean(ctx.is('multipart')) !== Boolean(opts.multipart)) return next();
    if (!KEY.test(key))
      throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores', {
        'Idempotency-Key': 'Must be 8 to 100 letters, digits, dashes or underscores',
      });

    const { scope, legacy } = scopeOf(ctx);
    const claim: Claim = await claimKey(db, {
      key,
      storedKeys: sealer.storedKeys(key),
      scope,
      legacy,
      method: ctx.method,
      path: ctx.path,
      hashes: fingerprintKeys.map((k) => fingerprint(k, ctx.method, ctx.path, ctx.request.body, ctx.request.memoryFiles)),
      leaseMs: opts.leaseMs,
      bootId: opts.bootId,
      expiresAt: isoIn(LIMITS.idempotencyDays * 86_400_000),
    });
    if (claim.kind === 'replay') {
      const answer = sealer.open(claim.scope, key, claim.stored);
      ctx.status = claim.status;
      ctx.body = answer ? JSON.parse(answer) : null;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    const mine = db('idempotency_keys').where({ id: claim.id, owner: claim.owner });
    const kept = (body: unknown) => sealer.seal(claim.scope, key, keptAnswer(ctx.path, body));
    try {
      await db.transaction(async (trx) => {
        ctx.state.db = trx;
        await next();
        if (ctx.status >= 500) throw new RolledBack();
        crashPoint('idempotency.after-handler');
        const body = ctx.body === undefined || typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body) ? null : ctx.body;
        const stored = await trx('idempotency_keys')
          .where({ id: claim.id, owner: claim.owner })
          .update({ status_code: ctx.status, response_body: kept(body), lease_until: null });
        if (!stored) throw new AppError(409, 'conflict', 'This request was taken over by a retry. Please retry shortly.', undefined, { 'Retry-After': '1' });
      });
      ctx.state.db = db; // the transaction is over: whatever runs after uses the writer again
      crashPoint('idempotency.after-commit');
    } catch (err) {
      ctx.state.db = db;
      if (err instanceof RolledBack) {
        await mine.clone().delete();
        return;
      }
      const res = toErrorResponse(err);
      // Answers that mean "not now" (signed out, rate-limited, retry later — a claim taken over by a
      // retry among them) are not the write's answer; `mine` matches nothing once another owns the claim.
      if (res.status >= 500 || res.status === 401 || res.status === 408 || res.status === 429 || res.headers?.['Retry-After']) await mine.clone().delete();
      else await mine.clone().update({ status_code: res.status, response_body: kept(res.body), lease_until: null });
      throw err;
    }
  };
}

export const pruneIdempotencyKeys = (db: Knex) => db('idempotency_keys').where('expires_at', '<', nowIso()).delete();

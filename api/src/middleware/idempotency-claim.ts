import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, toErrorResponse } from '../lib/errors';
import { isoIn, nowIso } from '../lib/time';

export type Claim = { kind: 'run'; id: number; owner: string } | { kind: 'replay'; status: number; body: unknown };

interface ClaimInput {
  key: string;
  scope: string;
  /** Scopes earlier versions keyed the same write under (read, never written). */
  legacy: string[];
  method: string;
  path: string;
  hash: string;
  leaseMs: number;
  expiresAt: string;
}

const stillProcessing = (seconds: number) =>
  new AppError(409, 'conflict', 'This request is still being processed. Please retry shortly.', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

/**
 * Claims an Idempotency-Key: a new row with a lease (committed at once), or the stored answer of
 * a finished one, or a takeover of a claim whose lease ran out (its request died). A claim still
 * leased is a 409 with Retry-After; the key used for another request a 422.
 */
export async function claimKey(db: Knex, input: ClaimInput): Promise<Claim> {
  const owner = crypto.randomBytes(16).toString('hex');
  for (const scope of input.legacy) {
    const prior = await db('idempotency_keys').where({ key: input.key, client_id: scope }).first();
    if (prior) return decide(db, prior, input, owner);
  }
  try {
    const [inserted] = await db('idempotency_keys')
      .insert({
        key: input.key,
        client_id: input.scope,
        method: input.method,
        path: input.path,
        body_hash: input.hash,
        created_at: nowIso(),
        expires_at: input.expiresAt,
        lease_until: isoIn(input.leaseMs),
        owner,
      })
      .returning('id');
    return { kind: 'run', id: typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number), owner };
  } catch (err) {
    if (toErrorResponse(err).status !== 409) throw err;
    const prior = await db('idempotency_keys').where({ key: input.key, client_id: input.scope }).first();
    if (!prior) throw stillProcessing(1);
    return decide(db, prior, input, owner);
  }
}

async function decide(db: Knex, prior: Record<string, any>, input: ClaimInput, owner: string): Promise<Claim> {
  // An empty fingerprint is a row from before fingerprints were keyed: it cannot be compared.
  if ((prior.body_hash !== '' && prior.body_hash !== input.hash) || prior.method !== input.method || prior.path !== input.path) {
    throw new AppError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for a different request', { 'Idempotency-Key': 'Already used for a different request' });
  }
  if (prior.status_code != null) return { kind: 'replay', status: Number(prior.status_code), body: prior.response_body ? JSON.parse(prior.response_body) : null };
  const now = nowIso();
  if (prior.lease_until && String(prior.lease_until) > now) throw stillProcessing((new Date(prior.lease_until).getTime() - Date.now()) / 1000);
  // The request holding it died (its lease ran out): take it over, unless someone else just did.
  const taken = await db('idempotency_keys')
    .where({ id: prior.id })
    .whereNull('status_code')
    .modify((q) => (prior.owner ? q.where({ owner: prior.owner }) : q.whereNull('owner')))
    .update({ owner, lease_until: isoIn(input.leaseMs) });
  if (!taken) throw stillProcessing(1);
  return { kind: 'run', id: prior.id, owner };
}

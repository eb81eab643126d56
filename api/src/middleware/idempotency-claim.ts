import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { AppError, toErrorResponse } from '../lib/errors';
import { holderAlive } from '../lib/heartbeat';
import { isoIn, nowIso } from '../lib/time';

/** `scope` is the client_id of the row claimed: an answer is sealed and opened under it (idempotency-seal.ts). */
export type Claim = { kind: 'run'; id: number; owner: string; scope: string } | { kind: 'replay'; status: number; stored: string | null; scope: string };

/** An `idempotency_keys` row as stored (migrations create_platform, idempotency_leases). */
interface IdempotencyKeyRow {
  id: number;
  /** The key as kept: an HMAC since idempotency_sealed, the client's key in older rows. */
  key: string;
  /** The scope the write was claimed under. */
  client_id: string;
  method: string;
  path: string;
  /** '' in rows from before fingerprints were keyed. */
  body_hash: string;
  /** Null while the request holding it still runs. */
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
  lease_until: string | null;
  owner: string | null;
}

interface ClaimInput {
  /** The client's Idempotency-Key: only looked up as it is in rows from before keys were hashed. */
  key: string;
  /** What the table keeps of the key (AnswerSeal.storedKeys): under the current secret first, then older ones. */
  storedKeys: string[];
  scope: string;
  /** Scopes earlier versions keyed the same write under (read, never written). */
  legacy: string[];
  method: string;
  path: string;
  /** The request's fingerprint under each secret, the current one first. */
  hashes: string[];
  leaseMs: number;
  expiresAt: string;
  /** This process's id (lib/heartbeat.ts), when it has one: claims name it, so its death frees them. */
  bootId?: string;
}

const stillProcessing = (seconds: number) =>
  new AppError(409, 'conflict', 'This request is still being processed. Please retry shortly.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(seconds))),
  });

/**
 * Claims an Idempotency-Key: a new row with a lease (committed at once), or the stored answer of
 * a finished one, or a takeover of a claim whose lease ran out (its request died). A claim still
 * leased is a 409 with Retry-After; the key used for another request a 422.
 */
export async function claimKey(db: Knex, input: ClaimInput): Promise<Claim> {
  // Within the column's 40 characters: a boot id of 16 hex characters, a dot, 22 random ones.
  const owner = input.bootId ? `${input.bootId}.${crypto.randomBytes(11).toString('hex')}` : crypto.randomBytes(16).toString('hex');
  // The same write under a scope of an earlier version, under the key as it was kept before
  // 20261128000300_idempotency_sealed (plain; such rows are gone LIMITS.idempotencyDays after it),
  // or kept under a secret since rotated (SESSION_SECRETS).
  const earlier = await db('idempotency_keys')
    .whereIn('client_id', [input.scope, ...input.legacy])
    .where((q) => q.where({ key: input.key }).orWhereIn('key', input.storedKeys))
    .first();
  if (earlier) return decide(db, earlier, input, owner);
  try {
    const [inserted] = await db('idempotency_keys')
      .insert({
        key: input.storedKeys[0],
        client_id: input.scope,
        method: input.method,
        path: input.path,
        body_hash: input.hashes[0],
        created_at: nowIso(),
        expires_at: input.expiresAt,
        lease_until: isoIn(input.leaseMs),
        owner,
      })
      .returning('id');
    return { kind: 'run', id: typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number), owner, scope: input.scope };
  } catch (err) {
    if (toErrorResponse(err).status !== 409) throw err;
    const prior = await db('idempotency_keys').whereIn('key', input.storedKeys).where({ client_id: input.scope }).first();
    if (!prior) throw stillProcessing(1);
    return decide(db, prior, input, owner);
  }
}

async function decide(db: Knex, prior: IdempotencyKeyRow, input: ClaimInput, owner: string): Promise<Claim> {
  // An empty fingerprint is a row from before fingerprints were keyed: it cannot be compared.
  if ((prior.body_hash !== '' && !input.hashes.includes(prior.body_hash)) || prior.method !== input.method || prior.path !== input.path) {
    throw new AppError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used for a different request', {
      'Idempotency-Key': 'Already used for a different request',
    });
  }
  if (prior.status_code != null) return { kind: 'replay', status: Number(prior.status_code), stored: prior.response_body ?? null, scope: prior.client_id };
  const now = nowIso();
  const leased = prior.lease_until && String(prior.lease_until) > now;
  if (leased && (await holderAlive(db, prior.owner))) throw stillProcessing((new Date(prior.lease_until!).getTime() - Date.now()) / 1000);
  // The request holding it died (its lease ran out, or its process is gone): take it over, unless someone else just did.
  const taken = await db('idempotency_keys')
    .where({ id: prior.id })
    .whereNull('status_code')
    .modify((q) => (prior.owner ? q.where({ owner: prior.owner }) : q.whereNull('owner')))
    .update({ owner, lease_until: isoIn(input.leaseMs) });
  if (!taken) throw stillProcessing(1);
  return { kind: 'run', id: prior.id, owner, scope: prior.client_id };
}

import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { isoIn, nowIso } from '../lib/time';

/** What a link sent by mail lets its holder do. */
export type TokenPurpose = 'password-reset' | 'verify-email' | 'registration-confirm';

export interface AccountToken {
  id: number;
  purpose: TokenPurpose;
  userId: number | null;
  subjectId: number | null;
  email: string;
}

/** Why a link no longer works: the page says which and offers a new one. */
export type TokenProblem = 'invalid' | 'expired' | 'used';

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
const newToken = () => crypto.randomBytes(32).toString('base64url');
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: number;
  purpose: TokenPurpose;
  user_id: number | null;
  subject_id: number | null;
  email: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * The tokens of links sent by mail (table account_tokens): at least 128 random bits, stored only
 * as a hash, single use, with an expiry; issuing one voids the earlier ones of the same purpose
 * for the same user (or subject), so only the newest link works.
 */
export const accountTokens = {
  /** A new token (the raw value goes into the link, never into the database). */
  async issue(db: Knex, t: { purpose: TokenPurpose; email: string; ttlMs: number; userId?: number | null; subjectId?: number | null }): Promise<string> {
    const token = newToken();
    const now = nowIso();
    if (t.userId != null || t.subjectId != null) {
      const same = db('account_tokens').where({ purpose: t.purpose }).whereNull('used_at');
      if (t.userId != null) same.where({ user_id: t.userId });
      else same.where({ subject_id: t.subjectId });
      await same.update({ used_at: now });
    }
    await db('account_tokens').insert({
      token_hash: hashOf(token),
      purpose: t.purpose,
      user_id: t.userId ?? null,
      subject_id: t.subjectId ?? null,
      email: t.email,
      created_at: now,
      expires_at: isoIn(t.ttlMs),
    });
    return token;
  },

  /**
   * Uses a token once (a compare-and-set on `used_at`, so two clicks at once cannot both use it):
   * the token, or why it does not work.
   */
  async consume(db: Knex, purpose: TokenPurpose, token: string): Promise<AccountToken | TokenProblem> {
    const row = (await db('account_tokens')
      .where({ token_hash: hashOf(token), purpose })
      .first()) as TokenRow | undefined;
    if (!row) return 'invalid';
    if (row.used_at) return 'used';
    if (Date.parse(row.expires_at) <= Date.now()) return 'expired';
    const taken = await db('account_tokens').where({ id: row.id }).whereNull('used_at').update({ used_at: nowIso() });
    if (taken !== 1) return 'used';
    return { id: row.id, purpose: row.purpose, userId: row.user_id, subjectId: row.subject_id, email: row.email };
  },

  /** Voids every open token of a purpose for a user (e.g. the password changed: no reset link works any more). */
  async voidFor(db: Knex, purpose: TokenPurpose, userId: number): Promise<void> {
    await db('account_tokens').where({ purpose, user_id: userId }).whereNull('used_at').update({ used_at: nowIso() });
  },

  /** Tokens used or expired more than a week ago. */
  prune: (db: Knex) =>
    db('account_tokens')
      .where('expires_at', '<', new Date(Date.now() - 7 * 86_400_000).toISOString())
      .delete(),
};

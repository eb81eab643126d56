import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { readerOf } from '../db';
import { nowIso } from '../lib/time';

export interface SessionData {
  userId?: number;
  /** When the user signed in: the absolute timeout counts from here. */
  signedInAt?: number;
  oidc?: { state: string; verifier: string; nonce: string };
  [key: string]: unknown;
}

/** 256 random bits, URL-safe. */
export const newSessionId = (): string => crypto.randomBytes(32).toString('base64url');

/**
 * koa-session external store kept in the sessions table, so a session can be revoked. Reading a
 * session uses the read connections (every request does it); an expired row is left to pruning.
 */
export function sessionStore(db: Knex) {
  const reader = readerOf(db);
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await reader('sessions').where({ id: key }).first();
      if (!row || String(row.expires_at) < nowIso()) return undefined;
      try {
        return JSON.parse(row.data) as SessionData;
      } catch {
        return undefined;
      }
    },
    async set(key: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const now = nowIso();
      await db('sessions')
        .insert({
          id: key,
          user_id: sess.userId ?? null,
          data: JSON.stringify(sess),
          expires_at: new Date(Date.now() + ttl).toISOString(),
          created_at: now,
          updated_at: now,
        })
        .onConflict('id')
        .merge(['user_id', 'data', 'expires_at', 'updated_at']);
    },
    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

export const sessionsRepo = {
  revokeUser: (db: Knex, userId: number) => db('sessions').where({ user_id: userId }).delete(),
  pruneExpired: (db: Knex) => db('sessions').where('expires_at', '<', nowIso()).delete(),
};

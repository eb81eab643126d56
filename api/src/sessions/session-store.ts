import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { nowIso } from '../lib/time';

export interface SessionData {
  userId?: number;
  /** When the user signed in: the absolute timeout counts from here. */
  signedInAt?: number;
  /** News ids this visitor session has read (counted once each). */
  oidc?: { state: string; verifier: string; nonce: string };
  [key: string]: unknown;
}

/** 256 random bits, URL-safe. */
export const newSessionId = (): string => crypto.randomBytes(32).toString('base64url');

/** koa-session external store kept in the sessions table, so a session can be revoked. */
export function sessionStore(db: Knex) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await db('sessions').where({ id: key }).first();
      if (!row) return undefined;
      if (String(row.expires_at) < nowIso()) {
        await db('sessions').where({ id: key }).delete();
        return undefined;
      }
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
        .insert({ id: key, user_id: sess.userId ?? null, data: JSON.stringify(sess), expires_at: new Date(Date.now() + ttl).toISOString(), created_at: now, updated_at: now })
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

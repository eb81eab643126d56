import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import { LIMITS } from '../../../shared/limits';
import { bool } from '../lib/json-column';
import { clearSignedIn } from '../auth/signed-in-marker';
import { readerOf } from '../db';
import type { Actor } from '../policies/actor';
import type { SessionData } from '../sessions/session-store';
import { usersRepo, type UserRow } from '../users/users.repo';

export interface AppState {
  /** The database this request uses: the readers for GET, the writer (or the idempotent write's transaction) otherwise. */
  db: Knex;
  user?: UserRow;
  /** Set by the route's policy guard (policies/policy.ts). */
  actor?: Actor;
}
export type AppContext = ParameterizedContext<AppState>;

export const sessionOf = (ctx: AppContext): SessionData => ctx.session as unknown as SessionData;

/** Methods that change nothing on the server: they read through the read-only connections, need no same-origin check, and start no session. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SESSION_COOKIE = 'club.sid';

/**
 * Whether the request came with a session cookie. Without one there is no session to read: the
 * user is nobody, and no session id is made up until something is stored (app.ts skips koa-session
 * for such reads altogether; loadUser leaves `ctx.session` untouched for writes).
 */
export const hasSessionCookie = (ctx: { cookies: { get(name: string): string | undefined } }): boolean => !!ctx.cookies.get(SESSION_COOKIE);

/** Gives each request its database: reads use the read-only connections, writes the writer. */
export function dbForRequest(db: Knex): Middleware<AppState> {
  const reader = readerOf(db);
  return (ctx, next) => {
    ctx.state.db = SAFE_METHODS.has(ctx.method) ? reader : db;
    return next();
  };
}

/**
 * Loads the signed-in user for every request. A session whose user is gone or disabled, or that
 * passed the absolute timeout, is ended.
 */
export function loadUser(): Middleware<AppState> {
  return async (ctx, next) => {
    const { db } = ctx.state;
    if (!hasSessionCookie(ctx)) return next();
    const sess = ctx.session as unknown as SessionData | null;
    const userId = sess?.userId;
    if (userId) {
      const expired = !sess.signedInAt || Date.now() - sess.signedInAt > LIMITS.sessionAbsoluteMs;
      const user = expired ? undefined : await usersRepo.findById(db, userId);
      if (user && bool(user.is_active)) ctx.state.user = user;
      else {
        ctx.session = null;
        clearSignedIn(ctx);
      }
    } else clearSignedIn(ctx);
    await next();
  };
}

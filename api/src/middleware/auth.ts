import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import { LIMITS } from '../../../shared/limits';
import { bool } from '../lib/json-column';
import type { Actor } from '../policies/actor';
import type { SessionData } from '../sessions/session-store';
import { usersRepo, type UserRow } from '../users/users.repo';

export interface AppState {
  user?: UserRow;
  /** Set by the route's policy guard (policies/policy.ts). */
  actor?: Actor;
}
export type AppContext = ParameterizedContext<AppState>;

export const sessionOf = (ctx: AppContext): SessionData => ctx.session as unknown as SessionData;

/**
 * Loads the signed-in user for every request. A session whose user is gone or disabled, or that
 * passed the absolute timeout, is ended.
 */
export function loadUser(db: Knex): Middleware<AppState> {
  return async (ctx, next) => {
    const sess = ctx.session as unknown as SessionData | null;
    const userId = sess?.userId;
    if (userId) {
      const expired = !sess.signedInAt || Date.now() - sess.signedInAt > LIMITS.sessionAbsoluteMs;
      const user = expired ? undefined : await usersRepo.findById(db, userId);
      if (user && bool(user.is_active)) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}

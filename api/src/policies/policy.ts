import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { type Actor, actorOf } from './actor';

/** A named rule of who may call an endpoint. `public` is true only for rules that let visitors in. */
export interface Policy {
  name: string;
  public: boolean;
  allows(actor: Actor | undefined): boolean;
  /** The 403 message for a signed-in caller the rule refuses. */
  denied?: string;
}

/** A route middleware carrying the policy it enforces, so tests can read every route's rule. */
export type Guard = Middleware<AppState> & { policy: Policy };

/**
 * The first middleware of every API route: 401 for a visitor the policy refuses, 403 for a
 * signed-in caller it refuses. Attached per route (never router-wide), so no spelling of a path
 * reaches a handler without it.
 */
export function authorize(policy: Policy): Guard {
  const guard: Middleware<AppState> = async (ctx, next) => {
    const actor = actorOf(ctx.state.user);
    if (!policy.allows(actor)) throw actor ? forbidden(policy.denied) : unauthorized();
    ctx.state.actor = actor;
    await next();
  };
  return Object.assign(guard, { policy });
}

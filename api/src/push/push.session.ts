import type { Knex } from 'knex';
import { type AppContext, sessionOf } from '../middleware/auth';
import { pushRepo } from './push.repo';

/**
 * The session remembers the subscription its phone saved (`pushEndpoint`): signing out there
 * removes it for that user even when the app could not say so first (an old page, a sign-out
 * form posted without the app's code running).
 */
export function rememberPhone(ctx: AppContext, endpoint: string): void {
  sessionOf(ctx).pushEndpoint = endpoint;
}

export function forgetPhone(ctx: AppContext, endpoint: string): void {
  const sess = sessionOf(ctx);
  if (sess.pushEndpoint === endpoint) delete sess.pushEndpoint;
}

/** At sign-out, before the session ends: the subscription this phone saved for the signed-in user goes (`db`: a writer). */
export async function removeThisPhone(db: Knex, ctx: AppContext): Promise<void> {
  const user = ctx.state.user;
  const endpoint = user && sessionOf(ctx)?.pushEndpoint;
  if (user && typeof endpoint === 'string') await pushRepo.removeEndpoint(db, user.id, endpoint);
}

import type Router from '@koa/router';
import { analyticsApi } from '../../../shared/api/analytics';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { analyticsPolicy } from '../policies/analytics.policy';
import { userAnalytics } from './analytics.service';

/** A person's dashboard numbers (shared/api/analytics.ts). */
export function analyticsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter();

  /** A person's points, level, streak, achievements and timeline: themself or an admin. */
  serve(router, analyticsApi.user, async (ctx, { params: { userId } }) => {
    analyticsPolicy.assertMayRead(ctx.state.actor!, userId);
    return userAnalytics(ctx.state.db, userId);
  });
  return router;
}

import type Router from '@koa/router';
import { z } from 'zod';
import { id } from '../../../shared/schemas/common';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { analyticsPolicy } from '../policies/analytics.policy';
import { allow } from '../policies/roles.policy';
import { userAnalytics } from './analytics.service';

const userParam = z.object({ userId: id });

export function analyticsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter();

  /** A person's points, level, streak, achievements and timeline: themself or an admin. */
  router.get('/user-analytics/:userId', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { userId } = parse(userParam, ctx.params);
    analyticsPolicy.assertMayRead(ctx.state.actor!, userId);
    ctx.body = await userAnalytics(db, userId);
  });
  return router;
}

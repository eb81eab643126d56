import type Router from '@koa/router';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { allow } from '../policies/roles.policy';
import { buildReports } from './reports.service';

/** GET /api/reports: figures for the admin dashboard's reports. */
export function reportsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/reports');
  router.get('/', allow.admin, async (ctx) => {
    ctx.body = await buildReports(ctx.state.db);
  });
  return router;
}

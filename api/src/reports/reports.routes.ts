import type Router from '@koa/router';
import { reportsApi } from '../../../shared/api/reports';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { buildReports } from './reports.service';

/** GET /api/reports (shared/api/reports.ts): figures for the admin dashboard's reports. */
export function reportsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/reports');
  serve(router, reportsApi.get, async (ctx) => buildReports(ctx.state.db));
  return router;
}

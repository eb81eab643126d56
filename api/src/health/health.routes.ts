import type Router from '@koa/router';
import { healthApi } from '../../../shared/api/health';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { checkHealth } from './health.service';

/**
 * GET /api/health: 200 when this process can serve, 503 (with the same body) when it cannot.
 * Never cached. `/health` and `/healthz` (the names load balancers try) are this too (app.ts).
 */
export function healthRoutes({ db, config }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');
  serve(router, healthApi.health, async (ctx) => {
    const health = await checkHealth(db, config.dataDir);
    ctx.status = health.status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    return health;
  });
  return router;
}

import Router from '@koa/router';
import type { RouteDeps } from './app';
import type { AppState } from './middleware/auth';

/** Every feature router of the API, mounted under /api. */
export function apiRoutes(deps: RouteDeps): Router<AppState> {
  const router = new Router<AppState>();
  void deps;
  return router;
}

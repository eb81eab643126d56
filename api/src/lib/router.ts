import Router from '@koa/router';
import type { AppState } from '../middleware/auth';

/**
 * Every API router: case-sensitive, so `/api/USERS` matches no route (404) instead of reaching a
 * handler. Each route attaches its policy guard (policies/) as its first middleware.
 */
export const apiRouter = (prefix = '/api'): Router<AppState> => new Router<AppState>({ prefix, sensitive: true });

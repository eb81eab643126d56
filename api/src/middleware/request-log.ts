import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';
import type { AppState } from './auth';

/** A request id a proxy in front may have given (kept so its log and ours meet); anything else is replaced. */
const GIVEN_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * The first middleware: gives each request an id (`X-Request-Id`, answered back and on every
 * line logged about it) and logs one line when its answer is done (lib/logger.ts RequestLine).
 */
export function requestLog(logger: Logger, trustProxy: boolean): Middleware<AppState & { reqId?: string }> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const given = trustProxy ? ctx.get('X-Request-Id') : '';
    const reqId = GIVEN_ID.test(given) ? given : crypto.randomUUID();
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      logger.request?.({
        reqId,
        method: ctx.method,
        path: typeof matched === 'string' ? matched : ctx.path,
        status: ctx.status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ...(ctx.state.user && { userId: ctx.state.user.id }),
      });
    }
  };
}

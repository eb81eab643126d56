import type { Middleware } from 'koa';
import { toErrorResponse, withKeys } from '../lib/errors';
import type { Logger } from '../lib/logger';

/** The one error path: every failure becomes `{ message, code, key, fields?, fieldKeys? }`; unknown ones a bare 500, logged. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.toLowerCase().startsWith('/api')) {
        ctx.status = 404;
        ctx.body = withKeys({ message: `No API endpoint at ${ctx.method} ${ctx.path}`, code: 'not_found' });
      }
    } catch (err) {
      const res = toErrorResponse(err);
      // Maintenance refusing a write is the site working as set, not a fault: noted, not an error.
      if (res.body.code === 'maintenance') logger.info(`${ctx.method} ${ctx.path} refused: maintenance`);
      else if (res.unexpected || res.status >= 500) logger.error(`${ctx.method} ${ctx.path}`, err, (ctx.state as { reqId?: string }).reqId);
      ctx.status = res.status;
      ctx.body = res.body;
      for (const [k, v] of Object.entries(res.headers ?? {})) ctx.set(k, v);
    }
  };
}

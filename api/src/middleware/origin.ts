import type { Middleware } from 'koa';
import { forbidden } from '../lib/errors';
import { SAFE_METHODS } from './auth';

/**
 * Writes any site may start. One-click unsubscribe (RFC 8058): the mail provider or the reader's
 * mail program (a webmail page too, from its own origin) POSTs the List-Unsubscribe address. The
 * token in it names the person and the kind and is all that is read, never the session cookie, so
 * another site can do with it nothing more than whoever holds the mail: nothing to forge.
 */
const ANY_ORIGIN = new Set(['POST /api/notifications/unsubscribe']);

/**
 * Refuses a state-changing request that another site started: an Origin naming another host or
 * one that cannot be parsed, or (when a browser sends no Origin) Sec-Fetch-Site 'cross-site'.
 */
export function sameOriginWrites(publicUrl?: string): Middleware {
  const allowed = publicUrl ? new URL(publicUrl).host : undefined;
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !ANY_ORIGIN.has(`${ctx.method} ${ctx.path}`)) {
      const origin = ctx.get('Origin');
      if (origin && origin !== 'null') {
        let host: string | undefined;
        try {
          host = new URL(origin).host;
        } catch {
          throw forbidden('The Origin header of this request could not be read');
        }
        if (!host || (host !== ctx.host && host !== allowed)) throw forbidden('Requests from other sites are not allowed');
      } else if (origin === 'null' || ctx.get('Sec-Fetch-Site') === 'cross-site') {
        throw forbidden('Requests from other sites are not allowed');
      }
    }
    await next();
  };
}

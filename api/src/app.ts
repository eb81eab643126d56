import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import session from 'koa-session';
import { LIMITS } from '../../shared/limits';
import { AppError } from './lib/errors';
import { authRoutes } from './auth/auth.routes';
import type { Config } from './config/config';
import { createLogger, type Logger } from './lib/logger';
import { type AppState, loadUser } from './middleware/auth';
import { errorHandler } from './middleware/error-handler';
import { etag } from './middleware/etag';
import { idempotency } from './middleware/idempotency';
import { LoginLimiter } from './middleware/login-limiter';
import { sameOriginWrites } from './middleware/origin';
import { securityHeaders } from './middleware/security-headers';
import { apiRoutes } from './routes';
import { newSessionId, sessionStore } from './sessions/session-store';
import { servePwa } from './static/serve-pwa';
import { readSessionSecret } from './config/session-secret';

export interface AppDeps {
  db: Knex;
  config: Config;
  logger?: Logger;
  distDir?: string;
}

/** Builds the Koa app without listening: tests import it. */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { db, config } = deps;
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });

  const app = new Koa<AppState>();
  app.keys = [readSessionSecret(config.dataDir)];
  app.proxy = config.TRUST_PROXY;
  app.maxIpsCount = 1;

  // A client that goes away mid-download is not a server fault; anything else is logged once.
  app.on('error', (err: Error & { code?: string }) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    logger.error('unhandled', err);
  });

  const limiter = new LoginLimiter(db);
  const ctxDeps = { db, config, logger, limiter, uploadsDir };

  app.use(errorHandler(logger));
  app.use(securityHeaders);
  app.use(servePwa({ distDir: deps.distDir ?? path.resolve('dist'), uploadsDir }));
  app.use(
    session(
      {
        key: 'club.sid',
        maxAge: LIMITS.sessionIdleMs,
        renew: true,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        secure: undefined,
        store: sessionStore(db),
        genid: () => newSessionId(),
      },
      app as unknown as Koa,
    ),
  );
  app.use(sameOriginWrites(config.PUBLIC_URL));
  app.use(koaBody({ jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb', multipart: true, formidable: { maxFileSize: LIMITS.uploadMaxBytes, maxFiles: 1 }, onError: bodyError }));
  app.use(loadUser(db));
  app.use(idempotency(db));
  app.use(etag);

  const auth = authRoutes(ctxDeps);
  app.use(auth.routes()).use(auth.allowedMethods());
  const api = apiRoutes(ctxDeps);
  app.use(api.routes()).use(api.allowedMethods());
  return app;
}

/** A body that cannot be read is the client's mistake: a 400 or 413 naming the problem. */
function bodyError(err: Error, ctx: Koa.Context): never {
  const e = err as Error & { status?: number; httpCode?: number; code?: number };
  const limitMb = Math.round(LIMITS.uploadMaxBytes / 1024 / 1024);
  if (e.status === 413 || e.httpCode === 413 || /maxFileSize|too large/i.test(e.message)) {
    throw new AppError(413, 'payload_too_large', ctx.is('multipart') ? `File too large - Please select a file smaller than ${limitMb}MB` : 'The request is too large');
  }
  throw new AppError(400, 'bad_request', ctx.is('json') ? 'The request body is not valid JSON' : 'The request body could not be read');
}

export type RouteDeps = { db: Knex; config: Config; logger: Logger; limiter: LoginLimiter; uploadsDir: string };

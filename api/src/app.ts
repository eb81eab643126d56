import path from 'node:path';
import type { Knex } from 'knex';
import zlib from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { koaBody } from 'koa-body';
import session from 'koa-session';
import { LIMITS } from '../../shared/limits';
import { AppError } from './lib/errors';
import { listCache } from './lib/list-cache';
import type { Config } from './config/config';
import { createLogger, type Logger } from './lib/logger';
import { requestLog } from './middleware/request-log';
import type { RouteDeps } from './route-deps';
import { type AppState, dbForRequest, hasSessionCookie, loadUser, SAFE_METHODS, SESSION_COOKIE } from './middleware/auth';
import { bodyShape } from './middleware/body-shape';
import { cachePolicy } from './middleware/cache-policy';
import { errorHandler } from './middleware/error-handler';
import { expectedUser } from './middleware/expected-user';
import { etag } from './middleware/etag';
import { idempotency } from './middleware/idempotency';
import { LoginLimiter } from './middleware/login-limiter';
import { sameOriginWrites } from './middleware/origin';
import { securityHeaders } from './middleware/security-headers';
import { apiMiddleware } from './routes';
import { newSessionId, sessionStore } from './sessions/session-store';
import { maintenanceGate } from './policies/site.policy';
import { settingsService } from './settings/settings.service';
import { pageData } from './static/page-data';
import { publicOrigin } from './lib/public-url';
import { servePwa } from './static/serve-pwa';
import { visitorHasNotice } from './notices/notices.repo';
import { siteFiles } from './static/site-files';
import { readSessionSecret } from './config/session-secret';
import { readerOf } from './db';
import { uploadStoreOf } from './uploads/upload-store';
import { createMailer, type Mailer } from './mail/mailer';
import { createNotifier, type Notifier } from './notifications/notifier';
import { pushSender } from './push/push.sender';

export interface AppDeps {
  db: Knex;
  config: Config;
  logger?: Logger;
  distDir?: string;
  /** The process's id from its heartbeat (lib/heartbeat.ts); tests' apps have none. */
  bootId?: string;
  /** The mail component (its dispatcher started by the caller); absent: messages are queued and another process sends them. */
  mail?: Mailer;
  /** The notifications' dispatcher (started by the caller); absent: recorded, and another process sends them. */
  notify?: Notifier;
}

/** The reads that start a session: signing in through OIDC (auth/oidc.ts). */
const SESSION_GETS = new Set(['/api/login', '/api/callback']);

/** Builds the Koa app without listening: tests import it. */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { db, config } = deps;
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  const uploads = uploadStoreOf(config, db);

  const app = new Koa<AppState>();
  // The first signs, every one verifies: rotating keeps people signed in (config.ts SESSION_SECRETS).
  app.keys = config.SESSION_SECRETS ?? [readSessionSecret(config.dataDir)];
  app.proxy = config.TRUST_PROXY;
  app.maxIpsCount = 1;

  // A client that goes away mid-download is not a server fault; anything else is logged once.
  app.on('error', (err: Error & { code?: string }) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    logger.error('unhandled', err);
  });

  const limiter = new LoginLimiter(db);
  const secrets = app.keys as string[];
  const lists = listCache();
  const settings = settingsService();
  const mail = deps.mail ?? createMailer({ db, config, logger });
  const ctxDeps: RouteDeps = {
    db,
    config,
    logger,
    limiter,
    uploads,
    secrets,
    idempotentMultipart: idempotency(db, { secrets, multipart: true, leaseMs: config.IDEMPOTENCY_LEASE_MS, bootId: deps.bootId }),
    lists,
    settings,
    mail,
    notify: deps.notify ?? createNotifier({ db, logger, mail, push: pushSender({ config, db }) }),
  };

  // Answers over 1 KB go compressed to browsers that ask (Brotli at a fast level, else gzip); the
  // built app's files carry their own Brotli/gzip twins (serve-pwa.ts). ETags are computed on the
  // uncompressed body inside, so 304s keep working.
  app.use(requestLog(logger, config.TRUST_PROXY));
  app.use(compress({ threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 }, deflate: false }));
  app.use(errorHandler(logger));
  app.use(dbForRequest(db));
  app.use(securityHeaders);
  app.use(siteFiles(db, config));
  // The names load balancers try answer the health check, not the app's page (health/health.routes.ts).
  app.use((ctx, next) => {
    if (ctx.path === '/health' || ctx.path === '/healthz') ctx.path = '/api/health';
    return next();
  });
  // Pages read with the read-only connections (page-data.ts too): a first visit never waits behind a write.
  app.use(
    servePwa({
      distDir: deps.distDir ?? path.resolve('dist'),
      uploads,
      visitorHasNotice: () => visitorHasNotice(readerOf(db)),
      pageData: pageData(db, lists, settings),
      origin: (ctx) => publicOrigin(config, ctx.socket.localPort),
    }),
  );
  const sessions = session(
    {
      key: SESSION_COOKIE,
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
  );
  // A read without the session cookie has no session to read and stores none (except signing in
  // through OIDC, GET /api/login and /api/callback): koa-session would still make up an id for it.
  const readsWithoutSession = (ctx: Koa.Context) =>
    SAFE_METHODS.has(ctx.method) && !hasSessionCookie(ctx) && !SESSION_GETS.has(ctx.path) && !ctx.path.startsWith('/api/auth/');
  app.use((ctx, next) => (readsWithoutSession(ctx) ? next() : sessions(ctx, next)));
  app.use(sameOriginWrites(config.PUBLIC_URL));
  // JSON and forms only: multipart is read by the upload routes themselves, after their guard.
  app.use(koaBody({ jsonLimit: '1mb', formLimit: '1mb', jsonStrict: false, text: false, multipart: false, onError: bodyError }));
  app.use(bodyShape);
  app.use(loadUser());
  app.use(expectedUser);
  app.use(maintenanceGate(settings));
  app.use(idempotency(db, { secrets, leaseMs: config.IDEMPOTENCY_LEASE_MS, bootId: deps.bootId }));
  app.use(lists.bumpOnWrite);
  app.use(cachePolicy);
  app.use(etag);

  const api = apiMiddleware(ctxDeps);
  app.use(api.routes).use(api.allowedMethods);
  return app;
}

/** A body that cannot be read is the client's mistake: a 400 or 413 naming the problem. */
function bodyError(err: Error, ctx: Koa.Context): never {
  const e = err as Error & { status?: number; type?: string };
  if (e.status === 413 || /too large/i.test(e.message)) throw new AppError(413, 'payload_too_large', 'The request is too large', { body: 'At most 1 MB' });
  if (e.status === 415 || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    throw new AppError(415, 'unsupported_media_type', 'The request body uses an encoding the server does not read', { body: 'Unsupported encoding' });
  }
  const message = ctx.is('json') ? 'The request body is not valid JSON' : 'The request body could not be read';
  throw new AppError(400, 'bad_request', message, { body: message });
}

export type { RouteDeps } from './route-deps';

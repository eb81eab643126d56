import Router from '@koa/router';
import type { Knex } from 'knex';
import { loginInput, registerInput } from '../../../shared/schemas/auth';
import type { Config } from '../config/config';
import { unauthorized } from '../lib/errors';
import { type AppState, sessionOf } from '../middleware/auth';
import type { LoginLimiter } from '../middleware/login-limiter';
import { parse } from '../middleware/validate';
import { presentCurrentUser } from '../users/users.present';
import { login, register } from './auth.service';
import { oidcRoutes } from './oidc';

export function authRoutes(deps: { db: Knex; config: Config; limiter: LoginLimiter }): Router<AppState> {
  const { db, limiter } = deps;
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/auth/user', (ctx) => {
    if (!ctx.state.user) throw unauthorized();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentCurrentUser(ctx.state.user);
  });

  router.post('/auth/login', async (ctx) => {
    const input = parse(loginInput, ctx.request.body);
    const user = await login(db, limiter, input, ctx.ip);
    const sess = sessionOf(ctx);
    for (const k of Object.keys(sess)) if (!k.startsWith('_')) delete sess[k];
    sess.userId = user.id;
    sess.signedInAt = Date.now();
    await ctx.session!.regenerate();
    ctx.body = { message: 'Logged in', user: presentCurrentUser(user) };
  });

  router.post('/auth/register', async (ctx) => {
    const input = parse(registerInput, ctx.request.body);
    const user = await register(db, input);
    ctx.status = 201;
    ctx.body = { message: 'Account created successfully', user: presentCurrentUser(user) };
  });

  router.get('/logout', async (ctx) => {
    ctx.session = null;
    ctx.redirect('/');
  });
  router.post('/auth/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  oidcRoutes(router, deps);
  return router;
}

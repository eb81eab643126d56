import type Router from '@koa/router';
import type { Knex } from 'knex';
import { loginInput, registerInput } from '../../../shared/schemas/auth';
import { languageInput } from '../../../shared/schemas/users';
import { usersRepo } from '../users/users.repo';
import { suggestFeedRenewal } from '../calendar/calendar.service';
import type { Config } from '../config/config';
import { unauthorized } from '../lib/errors';
import { apiRouter } from '../lib/router';
import { type AppContext, type AppState, sessionOf } from '../middleware/auth';
import type { LoginLimiter } from '../middleware/login-limiter';
import { parse } from '../middleware/validate';
import { allow } from '../policies/roles.policy';
import { registrationsOpen } from '../policies/site.policy';
import type { SettingsService } from '../settings/settings.service';
import { sessionsRepo } from '../sessions/session-store';
import { presentCurrentUser } from '../users/users.present';
import { login, register } from './auth.service';
import { knownDevices } from './known-devices';
import { clearSignedIn, markSignedIn } from './signed-in-marker';
import { oidcRoutes } from './oidc';

/** A navigation the user made themselves (typed, bookmarked or from our own pages), not another site's. */
const ownNavigation = (ctx: AppContext) => ['same-origin', 'none'].includes(ctx.get('Sec-Fetch-Site'));

export function authRoutes(deps: { db: Knex; config: Config; limiter: LoginLimiter; secret: string; settings: SettingsService }): Router<AppState> {
  const { limiter } = deps;
  const devices = knownDevices(deps.secret);
  const router = apiRouter();

  router.get('/auth/user', allow.anyone, (ctx) => {
    if (!ctx.state.user) {
      clearSignedIn(ctx);
      throw unauthorized();
    }
    // The session is renewed while it is used; the marker with it (the app trusts a remembered
    // user offline only while the marker is there).
    markSignedIn(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentCurrentUser(ctx.state.user);
  });

  router.post('/auth/login', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    const input = parse(loginInput, ctx.request.body);
    const { key } = devices.limitKey(ctx, input.email);
    const user = await login(db, limiter, input, ctx.ip, key);
    const sess = sessionOf(ctx);
    for (const k of Object.keys(sess)) if (!k.startsWith('_')) delete sess[k];
    sess.userId = user.id;
    sess.signedInAt = Date.now();
    await ctx.session!.regenerate();
    devices.remember(ctx, user.email);
    markSignedIn(ctx);
    ctx.body = { message: 'Logged in', user: presentCurrentUser(user) };
  });

  router.post('/auth/register', allow.anyone, registrationsOpen(deps.settings), async (ctx) => {
    const { db } = ctx.state;
    const input = parse(registerInput, ctx.request.body);
    const user = await register(db, input);
    ctx.status = 201;
    ctx.body = { message: 'Account created successfully', user: presentCurrentUser(user) };
  });

  /**
   * Sign-out is a POST (the app's Logout button submits a form: a full page load). A GET signs
   * out only when the browser says the user navigated there themselves; a link or image on
   * another site just lands on the home page, still signed in.
   */
  router.post('/logout', allow.anyone, (ctx) => {
    ctx.session = null;
    clearSignedIn(ctx);
    ctx.status = 303;
    ctx.redirect('/');
  });
  router.get('/logout', allow.anyone, (ctx) => {
    if (ownNavigation(ctx)) {
      ctx.session = null;
      clearSignedIn(ctx);
    }
    ctx.redirect('/');
  });
  router.post('/auth/logout', allow.anyone, (ctx) => {
    ctx.session = null;
    clearSignedIn(ctx);
    ctx.status = 204;
  });
  /**
   * Member Settings 'Sign out everywhere': ends every session of the user, on every device, this one
   * too. A calendar feed holds no session: it keeps working, and Settings suggests a new address.
   */
  router.post('/auth/logout-everywhere', allow.signedIn, async (ctx) => {
    await sessionsRepo.revokeUser(ctx.state.db, ctx.state.user!.id);
    await suggestFeedRenewal(ctx.state.db, ctx.state.user!.id);
    ctx.session = null;
    clearSignedIn(ctx);
    ctx.body = { message: 'Signed out on every device' };
  });

  /** The language the signed-in user reads in, kept on the account: a new phone starts in it at sign-in. */
  router.put('/auth/language', allow.signedIn, async (ctx) => {
    const { language } = parse(languageInput, ctx.request.body);
    await usersRepo.setLanguage(ctx.state.db, ctx.state.user!.id, language);
    ctx.body = { message: 'Language saved', language };
  });

  oidcRoutes(router, deps);
  return router;
}

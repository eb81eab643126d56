import type Router from '@koa/router';
import type { Knex } from 'knex';
import { authApi } from '../../../shared/api/auth';
import { sessionApi } from '../../../shared/api/session';
import { usersRepo } from '../users/users.repo';
import { suggestFeedRenewal } from '../calendar/calendar.service';
import type { Config } from '../config/config';
import { unauthorized } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { type AppContext, type AppState } from '../middleware/auth';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter } from '../middleware/login-limiter';
import { registrationsOpen } from '../policies/site.policy';
import type { SettingsService } from '../settings/settings.service';
import { sessionsRepo } from '../sessions/session-store';
import { presentCurrentUser } from '../users/users.present';
import { pushService } from '../push/push.service';
import { removeThisPhone } from '../push/push.session';
import { login, register } from './auth.service';
import { knownDevices } from './known-devices';
import { signInThisDevice } from './sign-in-session';
import { clearSignedIn, markSignedIn } from './signed-in-marker';
import { oidcRoutes } from './oidc';

/** A navigation the user made themselves (typed, bookmarked or from our own pages), not another site's. */
const ownNavigation = (ctx: AppContext) => ['same-origin', 'none'].includes(ctx.get('Sec-Fetch-Site'));

/** Signing in, registering and signing out (shared/api/auth.ts, session.ts); OIDC sign-in in oidc.ts. */
export function authRoutes(deps: {
  db: Knex;
  config: Config;
  limiter: LoginLimiter;
  secrets: readonly string[];
  settings: SettingsService;
  mail: Mailer;
}): Router<AppState> {
  const { limiter } = deps;
  const devices = knownDevices(deps.secrets);
  const router = apiRouter();

  serve(router, sessionApi.user, (ctx) => {
    if (!ctx.state.user) {
      clearSignedIn(ctx);
      throw unauthorized();
    }
    // The session is renewed while it is used; the marker with it (the app trusts a remembered
    // user offline only while the marker is there).
    markSignedIn(ctx);
    ctx.set('Cache-Control', 'no-store');
    return presentCurrentUser(ctx.state.user);
  });

  serve(router, authApi.login, async (ctx, { input }) => {
    const { db } = ctx.state;
    const { key } = devices.limitKey(ctx, input.email);
    const user = await login(db, limiter, input, ctx.ip, key);
    await signInThisDevice(ctx, user, devices);
    return { message: 'Logged in', user: presentCurrentUser(user) };
  });

  serve(router, authApi.register, [registrationsOpen(deps.settings)], async (ctx, { input }) => {
    // The mail is in the account's language: none chosen yet, so the one the app asked in.
    const user = await register(ctx.state.db, deps.mail, input, input.language ?? requestLanguage(ctx.get('Accept-Language')));
    ctx.status = 201;
    return { message: 'Account created successfully', user: presentCurrentUser(user) };
  });

  /**
   * Sign-out is a POST (the app's Logout button submits a form: a full page load). A GET signs
   * out only when the browser says the user navigated there themselves; a link or image on
   * another site just lands on the home page, still signed in.
   */
  serve(router, sessionApi.logout, async (ctx) => {
    await removeThisPhone(ctx.state.db, ctx);
    ctx.session = null;
    clearSignedIn(ctx);
    ctx.status = 303;
    ctx.redirect('/');
  });
  serve(router, authApi.logoutLink, async (ctx) => {
    if (ownNavigation(ctx)) {
      // A GET reads through the read-only connections: the writer removes it.
      await removeThisPhone(deps.db, ctx);
      ctx.session = null;
      clearSignedIn(ctx);
    }
    ctx.redirect('/');
  });
  serve(router, authApi.signOut, async (ctx) => {
    await removeThisPhone(ctx.state.db, ctx);
    ctx.session = null;
    clearSignedIn(ctx);
    ctx.status = 204;
  });
  /**
   * Member Settings 'Sign out everywhere': ends every session of the user, on every device, this one
   * too. A calendar feed holds no session: it keeps working, and Settings suggests a new address.
   */
  serve(router, authApi.signOutEverywhere, async (ctx) => {
    await sessionsRepo.revokeUser(ctx.state.db, ctx.state.user!.id);
    await suggestFeedRenewal(ctx.state.db, ctx.state.user!.id);
    await pushService.forgetUser(ctx.state.db, ctx.state.user!.id);
    ctx.session = null;
    clearSignedIn(ctx);
    return { message: 'Signed out on every device' };
  });

  /** The language the signed-in user reads in, kept on the account: a new phone starts in it at sign-in. */
  serve(router, authApi.language, async (ctx, { input: { language } }) => {
    await usersRepo.setLanguage(ctx.state.db, ctx.state.user!.id, language);
    return { message: 'Language saved', language };
  });

  oidcRoutes(router, deps);
  return router;
}

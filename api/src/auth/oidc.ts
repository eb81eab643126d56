import type Router from '@koa/router';
import type { Knex } from 'knex';
import * as oidc from 'openid-client';
import type { Config } from '../config/config';
import { AppError } from '../lib/errors';
import { bool } from '../lib/json-column';
import { absoluteUrl } from '../lib/public-url';
import { serve } from '../lib/serve';
import { type AppState, sessionOf } from '../middleware/auth';
import { homePathOf } from '../../../shared/policies/roles';
import { authApi } from '../../../shared/api/auth';
import { sessionApi } from '../../../shared/api/session';
import { usersRepo } from '../users/users.repo';
import { accountForClaims } from './oidc-accounts';
import { markSignedIn } from './signed-in-marker';

/**
 * Sign-in with an OpenID Connect provider (authorization code + PKCE). Configured through
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and optionally OIDC_REDIRECT_URI (default
 * {PUBLIC_URL, else http://HOST:PORT}/api/callback: never a request header, lib/public-url.ts; the
 * configuration refuses OIDC when neither gives a usable address). Without them, /api/login sends
 * the browser to /login.
 */
export function oidcRoutes(router: Router<AppState>, deps: { db: Knex; config: Config }): void {
  const { config } = deps;
  let discovered: Promise<oidc.Configuration> | undefined;
  const provider = () => (discovered ??= oidc.discovery(new URL(config.OIDC_ISSUER!), config.OIDC_CLIENT_ID!, config.OIDC_CLIENT_SECRET!));
  const redirectUri = (ctx: { socket: { localPort?: number } }) => config.OIDC_REDIRECT_URI ?? absoluteUrl(config, '/api/callback', ctx.socket.localPort);

  serve(router, sessionApi.login, async (ctx) => {
    if (!config.OIDC_ISSUER) return ctx.redirect('/login');
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    sessionOf(ctx).oidc = { state, verifier, nonce };
    const url = oidc.buildAuthorizationUrl(await provider(), {
      redirect_uri: redirectUri(ctx),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    ctx.redirect(url.href);
  });

  serve(router, authApi.callback, async (ctx) => {
    // A GET reads through the read-only connections; signing in writes (account, last sign-in).
    const { db } = deps;
    const pending = sessionOf(ctx).oidc;
    if (!config.OIDC_ISSUER || !pending) return ctx.redirect('/login');
    // The provider's answer (code, state, iss) on the redirect address it was given: openid-client
    // sends that address, without the query, again with the code.
    const current = new URL(redirectUri(ctx));
    current.search = ctx.querystring;
    const tokens = await oidc
      .authorizationCodeGrant(await provider(), current, { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce })
      .catch(() => {
        throw new AppError(401, 'unauthorized', 'Sign-in with the provider failed. Please try again.');
      });
    const claims = tokens.claims();
    if (!claims?.sub) throw new AppError(401, 'unauthorized', 'The provider did not identify the user');
    const user = await accountForClaims(db, claims);
    if (!bool(user.is_active)) throw new AppError(403, 'forbidden', 'This account has been disabled. Please contact the club.');
    await usersRepo.recordSignIn(db, user.id);
    const sess = sessionOf(ctx);
    delete sess.oidc;
    sess.userId = user.id;
    sess.signedInAt = Date.now();
    await ctx.session!.regenerate();
    markSignedIn(ctx);
    ctx.redirect(homePathOf(user.role));
  });
}

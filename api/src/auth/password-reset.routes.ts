import type Router from '@koa/router';
import { accountApi } from '../../../shared/api/account';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { LoginLimiter } from '../middleware/login-limiter';
import type { RouteDeps } from '../route-deps';
import { presentCurrentUser } from '../users/users.present';
import { knownDevices } from './known-devices';
import { signInThisDevice } from './sign-in-session';
import { mailResetLink, resetPassword, withinResetLimits } from './password-reset.service';

/** The one answer to every forgot-password request: it tells nobody whether the address has an account. */
const FORGOT_ANSWER = 'If an account uses this address, we have sent it a link to reset the password.';

/** Forgot password (a link by mail) and reset password (the link's page sends the new one): shared/api/account.ts. */
export function passwordResetRoutes(deps: RouteDeps): Router<AppState> {
  const { db, mail, logger } = deps;
  // Its own instance over the login's table and window: the keys ('reset:…') never meet a sign-in's.
  const limiter = new LoginLimiter(db);
  const devices = knownDevices(deps.secrets);
  const router = apiRouter();

  /**
   * Every request does the same work before the answer (the limiter's count): looking the address
   * up and mailing happen after it, so neither the answer nor its timing says whether an account exists.
   */
  serve(router, accountApi.forgotPassword, async (ctx, { input: { email } }) => {
    if (await withinResetLimits(limiter, email, ctx.ip)) {
      setImmediate(() => void mailResetLink(db, mail, email).catch((err: unknown) => logger.error('password reset mail not queued', err)));
    }
    ctx.status = 202;
    return { message: FORGOT_ANSWER };
  });

  serve(router, accountApi.resetPassword, async (ctx, { input }) => {
    const user = await resetPassword(ctx.state.db, input);
    await signInThisDevice(ctx, user, devices);
    return { message: 'Your password has been changed. You are signed in.', user: presentCurrentUser(user) };
  });
  return router;
}

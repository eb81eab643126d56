import type Router from '@koa/router';
import { accountApi } from '../../../shared/api/account';
import { apiRouter } from '../lib/router';
import { requestLanguage } from '../lib/request-language';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import type { RouteDeps } from '../route-deps';
import { resendVerification, verifyEmail } from './email-verify.service';

/** Proving an account's e-mail address: the link from the mail, and 'Send again' (shared/api/account.ts). */
export function emailVerifyRoutes(deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/auth');

  serve(router, accountApi.verifyEmail, async (ctx, { input }) => {
    await verifyEmail(ctx.state.db, input.token);
    return { message: 'Your e-mail address is confirmed' };
  });

  serve(router, accountApi.resendVerification, async (ctx) => {
    const outcome = await resendVerification(ctx.state.db, deps.mail, ctx.state.user!, requestLanguage(ctx.get('Accept-Language')));
    return {
      message: outcome === 'already' ? 'Your e-mail address is already confirmed' : 'A new confirmation link is on its way. Please check your e-mail.',
    };
  });
  return router;
}

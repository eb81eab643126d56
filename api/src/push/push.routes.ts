import type Router from '@koa/router';
import { pushApi } from '../../../shared/api/push';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import type { RouteDeps } from '../route-deps';
import { pushService } from './push.service';
import { forgetPhone, rememberPhone } from './push.session';
import { vapidKeys } from './vapid-keys';

/** Push to the installed app (shared/api/push.ts): the key browsers subscribe with, and this phone's subscription. */
export function pushRoutes({ config, db }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/push');

  // The writer: on PostgreSQL the first call may store the generated pair (push/vapid-keys.ts).
  serve(router, pushApi.key, async () => ({ publicKey: (await vapidKeys(config, db)).publicKey }));

  serve(router, pushApi.subscribe, async (ctx, { input }) => {
    await pushService.subscribe(ctx.state.db, ctx.state.user!.id, input, ctx.get('User-Agent'));
    rememberPhone(ctx, input.endpoint);
    return { message: 'Notifications are on for this phone' };
  });

  serve(router, pushApi.unsubscribe, async (ctx, { query }) => {
    await pushService.unsubscribe(ctx.state.db, ctx.state.user!.id, query.endpoint);
    forgetPhone(ctx, query.endpoint);
    return { message: 'Notifications are off for this phone' };
  });

  return router;
}

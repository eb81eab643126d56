import type Router from '@koa/router';
import { notificationsApi } from '../../../shared/api/notifications';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import type { RouteDeps } from '../route-deps';
import { notificationsRepo } from './notifications.repo';

/** The inbox (shared/api/notifications.ts): only the signed-in person's own notifications. */
export function notificationsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/notifications');

  serve(router, notificationsApi.inbox, (ctx) => notificationsRepo.inbox(ctx.state.db, ctx.state.user!.id));

  serve(router, notificationsApi.markRead, async (ctx, { input }) => {
    await notificationsRepo.markRead(ctx.state.db, ctx.state.user!.id, input.ids);
    return { unread: await notificationsRepo.unread(ctx.state.db, ctx.state.user!.id) };
  });

  return router;
}

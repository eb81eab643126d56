import type Router from '@koa/router';
import { noticesApi } from '../../../shared/api/notices';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { listAudience } from '../policies/lists.policy';
import type { AppState } from '../middleware/auth';
import { presentNotice } from './notices.present';
import { createNotice, deleteNotice, listNotices, updateNotice } from './notices.service';

/** The notice board (shared/api/notices.ts): the banner's notices for anyone, the admins' writes. */
export function noticesRoutes(deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/notices');

  /** ?active=true (or any non-admin caller): the notices in their window for the caller's audience. Admins otherwise get all. */
  serve(router, noticesApi.list, async (ctx, { query }) => {
    const rows = await listNotices(ctx.state.db, listAudience(ctx.state.actor), query.active === 'true');
    return rows.map(presentNotice);
  });

  serve(router, noticesApi.create, async (ctx, { input }) => {
    const notice = await createNotice(ctx.state.db, deps.notify, input, ctx.state.user!.id);
    ctx.status = 201;
    return { message: 'Notice created successfully', notice: presentNotice(notice) };
  });

  serve(router, noticesApi.update, async (ctx, { params, input }) => {
    const notice = await updateNotice(ctx.state.db, deps.notify, params.id, input);
    return { message: 'Notice updated successfully', notice: presentNotice(notice) };
  });

  serve(router, noticesApi.remove, async (ctx, { params }) => {
    await deleteNotice(ctx.state.db, params.id);
    return { message: 'Notice deleted successfully' };
  });
  return router;
}

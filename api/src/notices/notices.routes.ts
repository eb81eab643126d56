import type Router from '@koa/router';
import { noticeInput } from '../../../shared/schemas/notices';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { listAudience } from '../policies/lists.policy';
import { allow } from '../policies/roles.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { idParam } from '../moderation/moderation.service';
import { presentNotice } from './notices.present';
import { createNotice, deleteNotice, listNotices, updateNotice } from './notices.service';

export function noticesRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/notices');

  /** ?active=true (or any non-admin caller): the notices in their window for the caller's audience. Admins otherwise get all. */
  router.get('/', allow.anyone, async (ctx) => {
    const rows = await listNotices(ctx.state.db, listAudience(ctx.state.actor), ctx.query.active === 'true');
    ctx.body = rows.map(presentNotice);
  });

  router.post('/', allow.admin, async (ctx) => {
    const notice = await createNotice(ctx.state.db, parse(noticeInput, ctx.request.body), ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { message: 'Notice created successfully', notice: presentNotice(notice) };
  });

  router.put('/:id', allow.admin, async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    const notice = await updateNotice(ctx.state.db, id, parse(noticeInput, ctx.request.body));
    ctx.body = { message: 'Notice updated successfully', notice: presentNotice(notice) };
  });

  router.delete('/:id', allow.admin, async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    await deleteNotice(ctx.state.db, id);
    ctx.body = { message: 'Notice deleted successfully' };
  });
  return router;
}

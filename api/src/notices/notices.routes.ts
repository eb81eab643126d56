import type Router from '@koa/router';
import { noticeInput, type Notice, type NoticeInput } from '../../../shared/schemas/notices';
import { isAdminRole, type Role } from '../../../shared/schemas/users';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import { notFound } from '../lib/errors';
import { bool } from '../lib/json-column';
import { defined, insertId } from '../lib/rows';
import { nowIso, toIso } from '../lib/time';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { idParam } from '../moderation/moderation.service';
import { activeNotices } from './notices.repo';

const present = (n: Record<string, any>): Notice => ({
  id: n.id,
  title: n.title,
  message: n.message,
  titleBn: n.title_bn ?? null,
  messageBn: n.message_bn ?? null,
  type: n.type,
  priority: n.priority,
  targetAudience: n.target_audience,
  startDate: toIso(n.start_date)!,
  endDate: toIso(n.end_date)!,
  link: n.link ?? null,
  linkText: n.link_text ?? null,
  dismissible: bool(n.dismissible),
  createdAt: toIso(n.created_at)!,
  updatedAt: toIso(n.updated_at)!,
});

const columns = (i: NoticeInput) => ({
  title: i.title,
  message: i.message,
  type: i.type,
  priority: i.priority,
  target_audience: i.targetAudience,
  start_date: i.startDate,
  end_date: i.endDate,
  link: i.link || null,
  link_text: i.linkText || null,
  dismissible: i.dismissible,
  // Bangla left out of an edit keeps what is stored (an older app does not send it).
  ...defined({ title_bn: i.titleBn, message_bn: i.messageBn }),
});

/** Audiences a caller belongs to: everyone 'all'; members and admins 'members'; admins 'admins'. */
function audiences(role: Role | undefined): string[] {
  if (isAdminRole(role)) return ['all', 'members', 'admins'];
  if (role === 'member') return ['all', 'members'];
  return ['all'];
}

export function noticesRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/notices');

  /** ?active=true (or any non-admin caller): the notices in their window for the caller's audience. Admins otherwise get all. */
  router.get('/', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    const role = ctx.state.user?.role as Role | undefined;
    const rows =
      ctx.query.active === 'true' || !isAdminRole(role) ? await activeNotices(db, audiences(role)) : await db('notices').orderBy('start_date', 'desc');
    ctx.body = rows.map(present);
  });

  router.post('/', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const input = parse(noticeInput, ctx.request.body);
    const now = nowIso();
    const id = await insertId(db('notices').insert({ ...columns(input), created_by: ctx.state.user!.id, created_at: now, updated_at: now }));
    ctx.status = 201;
    ctx.body = { message: 'Notice created successfully', notice: present(await db('notices').where({ id }).first()) };
  });

  router.put('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(idParam, ctx.params);
    const input = parse(noticeInput, ctx.request.body);
    if (
      !(await db('notices')
        .where({ id })
        .update({ ...columns(input), updated_at: nowIso() }))
    )
      throw notFound('Notice not found');
    ctx.body = { message: 'Notice updated successfully', notice: present(await db('notices').where({ id }).first()) };
  });

  router.delete('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(idParam, ctx.params);
    if (!(await db('notices').where({ id }).delete())) throw notFound('Notice not found');
    ctx.body = { message: 'Notice deleted successfully' };
  });
  return router;
}

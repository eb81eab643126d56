import Router from '@koa/router';
import { z } from 'zod';
import { id } from '../../../shared/schemas/common';
import { memberProfileInput } from '../../../shared/schemas/members';
import { isAdminRole, type Role } from '../../../shared/schemas/users';
import type { RouteDeps } from '../app';
import { conflict, forbidden, notFound } from '../lib/errors';
import { type AppState, requireAuth } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { presentMember } from './members.present';
import { membersRepo } from './members.repo';

const userParam = z.object({ userId: id });
const PROFILE_ROLES: Role[] = ['member', 'admin', 'super_admin'];

export function membersRoutes({ db }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/members', async (ctx) => {
    const admin = isAdminRole(ctx.state.user?.role as Role);
    ctx.body = (await membersRepo.list(db, !admin)).map(presentMember);
  });

  /** A team profile: read by its owner or an admin; written only by its owner. */
  router.get('/member-profile/user/:userId', requireAuth, async (ctx) => {
    const { userId } = parse(userParam, ctx.params);
    const me = ctx.state.user!;
    if (me.id !== userId && !isAdminRole(me.role as Role)) throw forbidden('You can only see your own profile');
    const row = await membersRepo.findByUser(db, userId);
    if (!row) throw notFound('No team profile yet');
    ctx.body = presentMember(row);
  });

  router.put('/member-profile/user/:userId', requireAuth, async (ctx) => {
    const { userId } = parse(userParam, ctx.params);
    const me = ctx.state.user!;
    if (me.id !== userId) throw forbidden('You can only edit your own profile');
    if (!PROFILE_ROLES.includes(me.role as Role)) throw forbidden('Only members have a team profile');
    const input = parse(memberProfileInput, ctx.request.body);
    const current = await membersRepo.findByUser(db, userId);
    if (input.username && (await membersRepo.usernameTaken(db, input.username, current?.id))) throw conflict('This username is already taken');
    const row = await membersRepo.upsertForUser(db, userId, me.email, input);
    ctx.body = { message: 'Profile updated successfully', profile: presentMember(row) };
  });
  return router;
}

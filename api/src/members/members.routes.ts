import type Router from '@koa/router';
import { z } from 'zod';
import { id } from '../../../shared/schemas/common';
import { memberProfileInput } from '../../../shared/schemas/members';
import { isAdminRole } from '../../../shared/roles';
import type { RouteDeps } from '../route-deps';
import { AppError, notFound } from '../lib/errors';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { membersPolicy } from '../policies/members.policy';
import { allow } from '../policies/roles.policy';
import { presentMember } from './members.present';
import { membersRepo } from './members.repo';

const userParam = z.object({ userId: id });

export function membersRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter();

  router.get('/members', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'members', async () => (await membersRepo.list(db, !isAdminRole(ctx.state.actor?.role))).map(presentMember));
  });

  /** A team profile: read by its owner or an admin; written only by its owner. */
  router.get('/member-profile/user/:userId', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { userId } = parse(userParam, ctx.params);
    membersPolicy.assertMayRead(ctx.state.actor!, userId);
    const row = await membersRepo.findByUser(db, userId);
    if (!row) throw notFound('No team profile yet');
    ctx.body = presentMember(row);
  });

  router.put('/member-profile/user/:userId', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { userId } = parse(userParam, ctx.params);
    membersPolicy.assertMayEdit(ctx.state.actor!, userId);
    const input = parse(memberProfileInput, ctx.request.body);
    const current = await membersRepo.findByUser(db, userId);
    if (input.username && (await membersRepo.usernameTaken(db, input.username, current?.id))) {
      throw new AppError(409, 'conflict', 'This username is already taken', { username: 'This username is already taken' });
    }
    const row = await membersRepo.upsertForUser(db, userId, input);
    ctx.body = { message: 'Profile updated successfully', profile: presentMember(row) };
  });
  return router;
}

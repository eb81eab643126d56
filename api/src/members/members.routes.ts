import type Router from '@koa/router';
import { z } from 'zod';
import { id } from '../../../shared/schemas/common';
import { memberProfileInput } from '../../../shared/schemas/members';
import type { RouteDeps } from '../route-deps';
import { notFound } from '../lib/errors';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { membersPolicy } from '../policies/members.policy';
import { allow } from '../policies/roles.policy';
import { presentMember } from './members.present';
import { membersRepo } from './members.repo';
import { ownProfile, saveProfile } from './members.service';

const userParam = z.object({ userId: id });

export function membersRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter();

  router.get('/members', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'members', async (audience) => (await membersRepo.list(db, membersPolicy.visibleProfiles(audience))).map(presentMember));
  });

  /**
   * A team profile: read by its owner or an admin (with its pending edit in place and its
   * reviewStatus); written only by its owner. Edits of a published profile wait for an admin
   * (members.service.ts).
   */
  router.get('/member-profile/user/:userId', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { userId } = parse(userParam, ctx.params);
    membersPolicy.assertMayRead(ctx.state.actor!, userId);
    const profile = await ownProfile(db, userId);
    if (!profile) throw notFound('No team profile yet');
    ctx.body = profile;
  });

  router.put('/member-profile/user/:userId', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { userId } = parse(userParam, ctx.params);
    membersPolicy.assertMayEdit(ctx.state.actor!, userId);
    const profile = await saveProfile(db, userId, parse(memberProfileInput, ctx.request.body));
    ctx.body = { message: 'Profile updated successfully', profile };
  });
  return router;
}

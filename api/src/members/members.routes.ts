import type Router from '@koa/router';
import { membersApi } from '../../../shared/api/members';
import type { RouteDeps } from '../route-deps';
import { notFound } from '../lib/errors';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { membersPolicy } from '../policies/members.policy';
import { loadMembersList, membersPaging } from './members.present';
import { ownProfile, saveProfile } from './members.service';

/** The team's profiles and each member's own (shared/api/members.ts). */
export function membersRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter();

  serve(router, membersApi.list, async (ctx, { query }) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'members', loadMembersList(db), { paging: membersPaging, query });
  });

  /**
   * A team profile: read by its owner or an admin (with its pending edit in place and its
   * reviewStatus); written only by its owner. Edits of a published profile wait for an admin
   * (members.service.ts).
   */
  serve(router, membersApi.ownProfile, async (ctx, { params: { userId } }) => {
    membersPolicy.assertMayRead(ctx.state.actor!, userId);
    const profile = await ownProfile(ctx.state.db, userId);
    if (!profile) throw notFound('No team profile yet');
    return profile;
  });

  serve(router, membersApi.saveOwnProfile, async (ctx, { params: { userId }, input }) => {
    membersPolicy.assertMayEdit(ctx.state.actor!, userId);
    const profile = await saveProfile(ctx.state.db, userId, input);
    return { message: 'Profile updated successfully', profile };
  });
  return router;
}

import type Router from '@koa/router';
import { moderationApi } from '../../../shared/api/moderation';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { presentGalleryImage } from '../gallery/gallery.present';
import { presentArticle } from '../news/news.present';
import { presentProject } from '../projects/projects.present';
import { contentName, decide, pendingContent } from './moderation.service';

/** The admins' review (shared/api/moderation.ts): what waits, and the decisions. */
export function moderationRoutes(deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  serve(router, moderationApi.pending, async (ctx) => {
    const p = await pendingContent(ctx.state.db);
    return {
      projects: p.projects.map(presentProject),
      news: p.news.map(presentArticle),
      members: p.members,
      gallery: p.gallery.map(presentGalleryImage),
    };
  });

  for (const [decision, done, profile, other] of [
    ['approve', 'approved', moderationApi.approveProfile, moderationApi.approve],
    ['reject', 'rejected', moderationApi.rejectProfile, moderationApi.reject],
  ] as const) {
    // A team profile is decided at the version the admin reviewed; registered first, so
    // `/member/:id` never reaches the general route, whose content takes no body.
    serve(router, profile, async (ctx, { params, input }) => {
      await decide(ctx.state.db, deps.notify, 'member', params.id, decision, ctx.state.user!.id, { revisionId: input.revisionId });
      return { message: `${contentName('member')} ${done} successfully` };
    });
    serve(router, other, async (ctx, { params: { type, id } }) => {
      await decide(ctx.state.db, deps.notify, type, id, decision, ctx.state.user!.id);
      return { message: `${contentName(type)} ${done} successfully` };
    });
  }
  return router;
}

import type Router from '@koa/router';
import { moderationApi } from '../../../shared/api/moderation';
import type { ContentType } from '../../../shared/schemas/content';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { presentGalleryImage } from '../gallery/gallery.present';
import { presentArticle } from '../news/news.present';
import { presentProject } from '../projects/projects.present';
import { contentName, decide, pendingContent } from './moderation.service';

/** 'Project approved successfully', 'Article rejected successfully', ... */
const decided = (type: ContentType, done: 'approved' | 'rejected') => ({ message: `${contentName(type)} ${done} successfully` });

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

  // A team profile is decided at the version the admin reviewed; registered first, so
  // `/member/:id` never reaches the general routes below.
  for (const [decision, done, profile] of [
    ['approve', 'approved', moderationApi.approveProfile],
    ['reject', 'rejected', moderationApi.rejectProfile],
  ] as const) {
    serve(router, profile, async (ctx, { params, input }) => {
      await decide(ctx.state.db, deps.notify, 'member', params.id, decision, ctx.state.user!.id, { revisionId: input.revisionId });
      return decided('member', done);
    });
  }
  serve(router, moderationApi.approve, async (ctx, { params: { type, id } }) => {
    await decide(ctx.state.db, deps.notify, type, id, 'approve', ctx.state.user!.id);
    return decided(type, 'approved');
  });
  serve(router, moderationApi.reject, async (ctx, { params: { type, id }, input }) => {
    await decide(ctx.state.db, deps.notify, type, id, 'reject', ctx.state.user!.id, { reason: input.reason });
    return decided(type, 'rejected');
  });
  return router;
}

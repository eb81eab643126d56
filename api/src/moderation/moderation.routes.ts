import type Router from '@koa/router';
import { z } from 'zod';
import { contentType } from '../../../shared/schemas/content';
import { id } from '../../../shared/schemas/common';
import { profileDecisionInput } from '../../../shared/schemas/members';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { presentGalleryImage } from '../gallery/gallery.present';
import { presentArticle } from '../news/news.present';
import { presentProject } from '../projects/projects.present';
import { contentName, decide, pendingContent } from './moderation.service';

const decisionParams = z.object({ type: contentType, id });

export function moderationRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  router.get('/pending-content', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const p = await pendingContent(db);
    ctx.body = {
      projects: p.projects.map(presentProject),
      news: p.news.map(presentArticle),
      members: p.members,
      gallery: p.gallery.map(presentGalleryImage),
    };
  });

  for (const [verb, decision, done] of [
    ['approve', 'approve', 'approved'],
    ['reject', 'reject', 'rejected'],
  ] as const) {
    router.post(`/${verb}-content/:type/:id`, allow.admin, async (ctx) => {
      const { db } = ctx.state;
      const { type, id: itemId } = parse(decisionParams, ctx.params);
      // A team profile is decided at the version the admin reviewed; other content takes no body.
      const revisionId = type === 'member' ? parse(profileDecisionInput, ctx.request.body).revisionId : undefined;
      await decide(db, type, itemId, decision, ctx.state.user!.id, revisionId);
      ctx.body = { message: `${contentName(type)} ${done} successfully` };
    });
  }
  return router;
}

import type Router from '@koa/router';
import { projectsApi } from '../../../shared/api/projects';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { deleteContent } from '../moderation/moderation.service';
import { loadProjectsList, presentProject, projectsPaging } from './projects.present';
import { projectsRepo } from './projects.repo';

/** Projects (shared/api/projects.ts): the list each audience sees, members' submissions, admins' deletes. */
export function projectsRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/projects');

  serve(router, projectsApi.list, async (ctx, { query }) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'projects', loadProjectsList(db), { paging: projectsPaging, query });
  });

  serve(router, projectsApi.create, async (ctx, { input }) => {
    const { db } = ctx.state;
    const id = await projectsRepo.insert(db, input, ctx.state.user!.id);
    ctx.status = 201;
    return { message: 'Project submitted successfully', project: presentProject((await projectsRepo.find(db, id))!) };
  });

  serve(router, projectsApi.remove, async (ctx, { params }) => {
    await deleteContent(ctx.state.db, 'project', params.id);
    return { message: 'Project deleted successfully' };
  });
  return router;
}

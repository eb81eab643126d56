import type Router from '@koa/router';
import { projectInput } from '../../../shared/schemas/content';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { projectsPolicy } from '../policies/projects.policy';
import { allow } from '../policies/roles.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { deleteContent, idParam } from '../moderation/moderation.service';
import { presentProject } from './projects.present';
import { projectsRepo } from './projects.repo';

export function projectsRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/projects');

  router.get('/', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'projects', async (audience) => ({
      projects: (await projectsRepo.list(db, projectsPolicy.visibleStatuses(audience))).map(presentProject),
    }));
  });

  router.post('/', allow.contributor, async (ctx) => {
    const { db } = ctx.state;
    const input = parse(projectInput, ctx.request.body);
    const id = await projectsRepo.insert(db, input, ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { message: 'Project submitted successfully', project: presentProject((await projectsRepo.find(db, id))!) };
  });

  router.delete('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    await deleteContent(db, 'project', parse(idParam, ctx.params).id);
    ctx.body = { message: 'Project deleted successfully' };
  });
  return router;
}

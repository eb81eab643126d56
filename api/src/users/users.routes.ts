import type Router from '@koa/router';
import { usersApi } from '../../../shared/api/users';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { presentAdminUser, presentUserDetail } from './users.present';
import { usersRepo } from './users.repo';
import { createUser, removeUser, setApplicationStatus, updateUser, userDetail } from './users.service';

/** User management: admins only, each route guarded on its own (shared/api/users.ts). */
export function usersRoutes(deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/users');

  serve(router, usersApi.list, async (ctx) => (await usersRepo.list(ctx.state.db)).map(presentAdminUser));

  serve(router, usersApi.applicants, async (ctx) => ({ applicants: (await usersRepo.listByRole(ctx.state.db, 'applicant')).map(presentAdminUser) }));

  serve(router, usersApi.detail, async (ctx, { params }) => presentUserDetail(await userDetail(ctx.state.db, params.id)));

  serve(router, usersApi.create, async (ctx, { input }) => {
    const user = await createUser(ctx.state.db, ctx.state.actor!, input);
    ctx.status = 201;
    return { message: 'User created successfully', user: presentAdminUser(user) };
  });

  serve(router, usersApi.setApplicationStatus, async (ctx, { params, input: { applicationStatus } }) => {
    const user = await setApplicationStatus(ctx.state.db, deps.notify, ctx.state.actor!, params.id, applicationStatus);
    return { message: `Application ${applicationStatus}`, user: presentAdminUser(user) };
  });

  serve(router, usersApi.update, async (ctx, { params, input }) => {
    const user = await updateUser(ctx.state.db, deps.mail, ctx.state.actor!, params.id, input);
    return { message: 'User updated successfully', user: presentAdminUser(user) };
  });

  serve(router, usersApi.remove, async (ctx, { params }) => {
    await removeUser(ctx.state.db, ctx.state.actor!, params.id);
    return { message: 'User removed successfully' };
  });
  return router;
}

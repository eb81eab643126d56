import type Router from '@koa/router';
import { applicationStatusInput, createUserInput, updateUserInput, userIdParam } from '../../../shared/schemas/users';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { allow } from '../policies/roles.policy';
import { presentAdminUser, presentUserDetail } from './users.present';
import { usersRepo } from './users.repo';
import { createUser, removeUser, setApplicationStatus, updateUser, userDetail } from './users.service';

/** User management: admins only, each route guarded on its own. */
export function usersRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/users');

  router.get('/', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    ctx.body = (await usersRepo.list(db)).map(presentAdminUser);
  });

  router.get('/applicants', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    ctx.body = { applicants: (await usersRepo.listByRole(db, 'applicant')).map(presentAdminUser) };
  });

  router.get('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    ctx.body = presentUserDetail(await userDetail(db, parse(userIdParam, ctx.params).id));
  });

  router.post('/', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const user = await createUser(db, ctx.state.actor!, parse(createUserInput, ctx.request.body));
    ctx.status = 201;
    ctx.body = { message: 'User created successfully', user: presentAdminUser(user) };
  });

  router.patch('/:id/application-status', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(userIdParam, ctx.params);
    const { applicationStatus } = parse(applicationStatusInput, ctx.request.body);
    const user = await setApplicationStatus(db, ctx.state.actor!, id, applicationStatus);
    ctx.body = { message: `Application ${applicationStatus}`, user: presentAdminUser(user) };
  });

  router.patch('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(userIdParam, ctx.params);
    const user = await updateUser(db, ctx.state.actor!, id, parse(updateUserInput, ctx.request.body));
    ctx.body = { message: 'User updated successfully', user: presentAdminUser(user) };
  });

  router.delete('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    await removeUser(db, ctx.state.actor!, parse(userIdParam, ctx.params).id);
    ctx.body = { message: 'User removed successfully' };
  });
  return router;
}

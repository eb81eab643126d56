import Router from '@koa/router';
import { applicationStatusInput, createUserInput, updateUserInput, userIdParam } from '../../../shared/schemas/users';
import type { RouteDeps } from '../app';
import { type AppState, requireAdmin } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { presentAdminUser } from './users.present';
import { usersRepo } from './users.repo';
import { createUser, removeUser, setApplicationStatus, updateUser } from './users.service';

/** User management: admins only. */
export function usersRoutes({ db }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/users' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    ctx.body = (await usersRepo.list(db)).map(presentAdminUser);
  });

  router.get('/applicants', async (ctx) => {
    ctx.body = { applicants: (await usersRepo.listByRole(db, 'applicant')).map(presentAdminUser) };
  });

  router.post('/', async (ctx) => {
    const user = await createUser(db, ctx.state.user!, parse(createUserInput, ctx.request.body));
    ctx.status = 201;
    ctx.body = { message: 'User created successfully', user: presentAdminUser(user) };
  });

  router.patch('/:id/application-status', async (ctx) => {
    const { id } = parse(userIdParam, ctx.params);
    const { applicationStatus } = parse(applicationStatusInput, ctx.request.body);
    const user = await setApplicationStatus(db, id, applicationStatus);
    ctx.body = { message: `Application ${applicationStatus}`, user: presentAdminUser(user) };
  });

  router.patch('/:id', async (ctx) => {
    const { id } = parse(userIdParam, ctx.params);
    const user = await updateUser(db, ctx.state.user!, id, parse(updateUserInput, ctx.request.body));
    ctx.body = { message: 'User updated successfully', user: presentAdminUser(user) };
  });

  router.delete('/:id', async (ctx) => {
    await removeUser(db, ctx.state.user!, parse(userIdParam, ctx.params).id);
    ctx.body = { message: 'User removed successfully' };
  });
  return router;
}

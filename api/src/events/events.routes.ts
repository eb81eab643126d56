import Router from '@koa/router';
import { eventIdParam, eventInput } from '../../../shared/schemas/events';
import type { RouteDeps } from '../app';
import { notFound } from '../lib/errors';
import { type AppState, requireAdmin } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { presentEvent } from './events.present';
import { eventsRepo } from './events.repo';

export function eventsRoutes({ db }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/events' });

  router.get('/', async (ctx) => {
    ctx.body = { events: (await eventsRepo.list(db)).map(presentEvent) };
  });

  router.get('/:id', async (ctx) => {
    const { id } = parse(eventIdParam, ctx.params);
    const row = await eventsRepo.find(db, id);
    if (!row) throw notFound('Event not found');
    ctx.body = presentEvent(row);
  });

  router.post('/', requireAdmin, async (ctx) => {
    const input = parse(eventInput, ctx.request.body);
    const id = await eventsRepo.insert(db, input, ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { message: 'Event created successfully', event: presentEvent((await eventsRepo.find(db, id))!) };
  });

  router.put('/:id', requireAdmin, async (ctx) => {
    const { id } = parse(eventIdParam, ctx.params);
    if (!(await eventsRepo.find(db, id))) throw notFound('Event not found');
    const input = parse(eventInput, ctx.request.body);
    await eventsRepo.update(db, id, input);
    ctx.body = { message: 'Event updated successfully', event: presentEvent((await eventsRepo.find(db, id))!) };
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    const { id } = parse(eventIdParam, ctx.params);
    if (!(await eventsRepo.remove(db, id))) throw notFound('Event not found');
    ctx.body = { message: 'Event deleted successfully' };
  });

  return router;
}

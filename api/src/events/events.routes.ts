import type Router from '@koa/router';
import { eventIdParam, eventInput } from '../../../shared/schemas/events';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import { notFound } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { presentEvent } from './events.present';
import { eventsRepo } from './events.repo';
import { createEvent, updateEvent } from './events.service';
import { waitlistOrderInput } from '../../../shared/schemas/registrations';
import { presentWaitlistEntry } from '../registrations/registrations.present';
import { eventWaitlist, reorderWaitlist } from '../registrations/waitlist.service';

export function eventsRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/events');

  router.get('/', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'events', async () => ({ events: (await eventsRepo.list(db)).map(presentEvent) }));
  });

  router.get('/:id', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(eventIdParam, ctx.params);
    const row = await eventsRepo.find(db, id);
    if (!row) throw notFound('Event not found');
    ctx.body = presentEvent(row);
  });

  router.post('/', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const id = await createEvent(db, parse(eventInput, ctx.request.body), ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { message: 'Event created successfully', event: presentEvent((await eventsRepo.find(db, id))!) };
  });

  router.put('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(eventIdParam, ctx.params);
    if (!(await eventsRepo.find(db, id))) throw notFound('Event not found');
    await updateEvent(db, id, parse(eventInput, ctx.request.body));
    ctx.body = { message: 'Event updated successfully', event: presentEvent((await eventsRepo.find(db, id))!) };
  });

  /** The event's waitlist, first in line first (admins). */
  router.get('/:id/waitlist', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(eventIdParam, ctx.params);
    ctx.body = { waitlist: (await eventWaitlist(db, id)).map(presentWaitlistEntry) };
  });
  /** Puts the line in a new order: `order` lists exactly the registrations waiting now. */
  router.put('/:id/waitlist', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(eventIdParam, ctx.params);
    const { order } = parse(waitlistOrderInput, ctx.request.body);
    ctx.body = { waitlist: (await reorderWaitlist(db, id, order)).map(presentWaitlistEntry) };
  });
  router.delete('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(eventIdParam, ctx.params);
    if (!(await eventsRepo.remove(db, id))) throw notFound('Event not found');
    ctx.body = { message: 'Event deleted successfully' };
  });

  return router;
}

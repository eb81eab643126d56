import type Router from '@koa/router';
import { eventsApi } from '../../../shared/api/events';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { notFound } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { eventsPaging, loadEventsList, presentEvent } from './events.present';
import { eventsRepo } from './events.repo';
import { createEvent, removeEvent, updateEvent } from './events.service';
import { presentWaitlistEntry } from '../registrations/registrations.present';
import { eventWaitlist, reorderWaitlist } from '../registrations/waitlist.service';

/** Events and their waitlists (shared/api/events.ts). */
export function eventsRoutes({ lists, notify }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/events');

  // The list cache sends the body itself (kept serialised, 304 on a matching ETag).
  serve(router, eventsApi.list, async (ctx, { query }) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'events', loadEventsList(db), { paging: eventsPaging(query.when), query, whole: eventsPaging() });
  });

  serve(router, eventsApi.get, async (ctx, { params }) => {
    const row = await eventsRepo.find(ctx.state.db, params.id);
    if (!row) throw notFound('Event not found');
    return presentEvent(row);
  });

  serve(router, eventsApi.create, async (ctx, { input }) => {
    const { db } = ctx.state;
    const id = await createEvent(db, input, ctx.state.user!.id);
    ctx.status = 201;
    return { message: 'Event created successfully', event: presentEvent((await eventsRepo.find(db, id))!) };
  });

  serve(router, eventsApi.update, async (ctx, { params, input }) => {
    const { db } = ctx.state;
    if (!(await eventsRepo.find(db, params.id))) throw notFound('Event not found');
    await updateEvent(db, notify, params.id, input);
    return { message: 'Event updated successfully', event: presentEvent((await eventsRepo.find(db, params.id))!) };
  });

  serve(router, eventsApi.waitlist, async (ctx, { params }) => ({ waitlist: (await eventWaitlist(ctx.state.db, params.id)).map(presentWaitlistEntry) }));

  /** `order` lists exactly the registrations waiting now. */
  serve(router, eventsApi.reorderWaitlist, async (ctx, { params, input }) => ({
    waitlist: (await reorderWaitlist(ctx.state.db, params.id, input.order)).map(presentWaitlistEntry),
  }));

  serve(router, eventsApi.remove, async (ctx, { params }) => {
    if (!(await removeEvent(ctx.state.db, notify, params.id))) throw notFound('Event not found');
    return { message: 'Event deleted successfully' };
  });

  return router;
}

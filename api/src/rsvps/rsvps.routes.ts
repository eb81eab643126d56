import type Router from '@koa/router';
import { rsvpsApi } from '../../../shared/api/rsvps';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { forbidden } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { cancelRsvp, myRsvps, rsvp } from './rsvps.service';

/** RSVPs (shared/api/rsvps.ts). */
export function rsvpsRoutes({ notify }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/event-rsvp');

  /** One RSVP per user and event: a repeat creates nothing and is not an error. */
  serve(router, rsvpsApi.create, async (ctx, { input }) => {
    const { eventId, userId } = input;
    const me = ctx.state.user!;
    if (userId !== undefined && userId !== me.id) throw forbidden('You can only RSVP for yourself');
    const { created } = await rsvp(ctx.state.db, notify, eventId, me.id);
    ctx.status = created ? 201 : 200;
    return { message: 'RSVP confirmed!', eventId, userId: me.id };
  });

  /**
   * Cancels the signed-in user's own RSVP. Idempotent: no RSVP (never made, or cancelled already,
   * e.g. a queued cancel replayed) answers 200 as well, so a replay is never an error.
   */
  serve(router, rsvpsApi.cancel, async (ctx, { params }) => {
    const removed = await cancelRsvp(ctx.state.db, params.eventId, ctx.state.user!.id);
    return { message: 'RSVP cancelled', eventId: params.eventId, removed };
  });

  serve(router, rsvpsApi.mine, async (ctx) => {
    const rows = await myRsvps(ctx.state.db, ctx.state.user!.id);
    return { rsvps: rows.map((r) => ({ eventId: r.event_id, userId: r.user_id, createdAt: r.created_at })) };
  });
  return router;
}

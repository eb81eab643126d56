import type Router from '@koa/router';
import { rsvpInput } from '../../../shared/schemas/registrations';
import { id } from '../../../shared/schemas/common';
import { z } from '../../../shared/zod';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import { forbidden } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { cancelRsvp, myRsvps, rsvp } from './rsvps.service';

const rsvpEventParam = z.object({ eventId: id });

export function rsvpsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/event-rsvp');

  /** One RSVP per user and event: a repeat creates nothing and is not an error. */
  router.post('/', allow.signedIn, async (ctx) => {
    const { eventId, userId } = parse(rsvpInput, ctx.request.body);
    const me = ctx.state.user!;
    if (userId !== undefined && userId !== me.id) throw forbidden('You can only RSVP for yourself');
    const { created } = await rsvp(ctx.state.db, eventId, me.id);
    ctx.status = created ? 201 : 200;
    ctx.body = { message: 'RSVP confirmed!', eventId, userId: me.id };
  });

  /**
   * Cancels the signed-in user's own RSVP. Idempotent: no RSVP (never made, or cancelled already,
   * e.g. a queued cancel replayed) answers 200 as well, so a replay is never an error.
   */
  router.delete('/:eventId', allow.signedIn, async (ctx) => {
    const { eventId } = parse(rsvpEventParam, ctx.params);
    const removed = await cancelRsvp(ctx.state.db, eventId, ctx.state.user!.id);
    ctx.body = { message: 'RSVP cancelled', eventId, removed };
  });

  router.get('/mine', allow.signedIn, async (ctx) => {
    const rows = await myRsvps(ctx.state.db, ctx.state.user!.id);
    ctx.body = { rsvps: rows.map((r) => ({ eventId: r.event_id, userId: r.user_id, createdAt: r.created_at })) };
  });
  return router;
}

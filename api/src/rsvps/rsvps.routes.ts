import type Router from '@koa/router';
import { rsvpInput } from '../../../shared/schemas/registrations';
import { id } from '../../../shared/schemas/common';
import { z } from '../../../shared/zod';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import { conflict, forbidden, notFound } from '../lib/errors';
import { bool } from '../lib/json-column';
import { nowIso } from '../lib/time';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';

const rsvpEventParam = z.object({ eventId: id });

export function rsvpsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/event-rsvp');

  /** One RSVP per user and event: a repeat creates nothing and is not an error. */
  router.post('/', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { eventId, userId } = parse(rsvpInput, ctx.request.body);
    const me = ctx.state.user!;
    if (userId !== undefined && userId !== me.id) throw forbidden('You can only RSVP for yourself');
    const event = await db('events').where({ id: eventId }).first();
    if (!event) throw notFound('Event not found');
    if (bool(event.registration_required)) throw conflict('This event needs a registration. Please use Register Now.');
    if (event.status !== 'upcoming' && event.status !== 'ongoing') throw conflict('RSVPs are closed for this event');
    const existing = await db('rsvps').where({ event_id: eventId, user_id: me.id }).first();
    if (!existing) await db('rsvps').insert({ event_id: eventId, user_id: me.id, created_at: nowIso() }).onConflict(['event_id', 'user_id']).ignore();
    ctx.status = existing ? 200 : 201;
    ctx.body = { message: 'RSVP confirmed!', eventId, userId: me.id };
  });

  /**
   * Cancels the signed-in user's own RSVP. Idempotent: no RSVP (never made, or cancelled already,
   * e.g. a queued cancel replayed) answers 200 as well, so a replay is never an error.
   */
  router.delete('/:eventId', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const { eventId } = parse(rsvpEventParam, ctx.params);
    const removed = await db('rsvps').where({ event_id: eventId, user_id: ctx.state.user!.id }).delete();
    ctx.body = { message: 'RSVP cancelled', eventId, removed: removed > 0 };
  });

  router.get('/mine', allow.signedIn, async (ctx) => {
    const { db } = ctx.state;
    const rows = await db('rsvps').where({ user_id: ctx.state.user!.id }).orderBy('created_at', 'desc');
    ctx.body = { rsvps: rows.map((r) => ({ eventId: r.event_id, userId: r.user_id, createdAt: r.created_at })) };
  });
  return router;
}

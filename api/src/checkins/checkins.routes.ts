import type Router from '@koa/router';
import { checkinInput, checkinNonce } from '../../../shared/schemas/checkins';
import { z } from '../../../shared/zod';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { idParam } from '../moderation/moderation.service';
import { allow } from '../policies/roles.policy';
import { presentConflicts, presentRoster } from './checkins.present';
import { checkinConflicts, doorRoster, recordScan, undoScan } from './checkins.service';

const nonceParam = z.object({ nonce: checkinNonce });

/** Check-in at the door (issue 13): admins and users with the 'checkin' permission. */
export function checkinsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  router.get('/events/:id/roster', allow.checkin, async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentRoster(await doorRoster(ctx.state.db, id), ctx.state.user!.id);
  });

  router.get('/events/:id/checkin-conflicts', allow.checkin, async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentConflicts(await checkinConflicts(ctx.state.db, id));
  });

  router.post('/checkins', allow.checkin, async (ctx) => {
    ctx.body = await recordScan(ctx.state.db, parse(checkinInput, ctx.request.body), ctx.state.actor!);
  });

  router.delete('/checkins/:nonce', allow.checkin, async (ctx) => {
    const { nonce } = parse(nonceParam, ctx.params);
    ctx.body = await undoScan(ctx.state.db, nonce, ctx.state.actor!);
  });
  return router;
}

import type Router from '@koa/router';
import { checkinsApi } from '../../../shared/api/checkins';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { presentConflicts, presentRoster } from './checkins.present';
import { checkinConflicts, doorRoster, recordScan, undoScan } from './checkins.service';

/** Check-in at the door (issue 13; shared/api/checkins.ts): admins and users with the 'checkin' permission. */
export function checkinsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  serve(router, checkinsApi.roster, async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return presentRoster(await doorRoster(ctx.state.db, params.id), ctx.state.user!.id);
  });

  serve(router, checkinsApi.conflicts, async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    return presentConflicts(await checkinConflicts(ctx.state.db, params.id));
  });

  serve(router, checkinsApi.create, (ctx, { input }) => recordScan(ctx.state.db, input, ctx.state.actor!));

  serve(router, checkinsApi.undo, (ctx, { params }) => undoScan(ctx.state.db, params.nonce, ctx.state.actor!));
  return router;
}

import type Router from '@koa/router';
import { notificationPreferencesApi } from '../../../shared/api/notification-preferences';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppContext, AppState } from '../middleware/auth';
import { actorOf } from '../policies/actor';
import type { RouteDeps } from '../route-deps';
import { preferencesOf, savePreferences, unsubscribe } from './preferences.service';
import { unsubscribePagePath } from './unsubscribe-link';

const chooser = (ctx: AppContext) => actorOf(ctx.state.user)!;

/** Preferences per kind (shared/api/notification-preferences.ts) and the mailed one-click unsubscribe. */
export function preferencesRoutes({ secrets }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/notifications');

  serve(router, notificationPreferencesApi.preferences, (ctx) => preferencesOf(ctx.state.db, chooser(ctx)));

  serve(router, notificationPreferencesApi.save, (ctx, { input }) => savePreferences(ctx.state.db, chooser(ctx), input));

  // The token is the proof, not a session: a mail provider POSTs it from its own servers (middleware/origin.ts lets it through).
  serve(router, notificationPreferencesApi.unsubscribe, (ctx, { query }) => unsubscribe(ctx.state.db, secrets, query.token));

  // Mail scanners open links: a GET only leads to the page that asks.
  serve(router, notificationPreferencesApi.unsubscribePage, (ctx, { query }) => {
    ctx.status = 303;
    ctx.redirect(unsubscribePagePath(query.token));
  });

  return router;
}

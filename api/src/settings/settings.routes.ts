import type Router from '@koa/router';
import { sessionApi } from '../../../shared/api/session';
import { settingsApi } from '../../../shared/api/settings';
import { PUBLIC_SETTING_KEYS, type SystemSettingsSaved } from '../../../shared/schemas/site-settings';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { presentPublicSettings } from './settings.present';
import { settingsRepo } from './settings.repo';

/**
 * GET /api/site-settings: the contact details and social links pages show (unset: null).
 * GET /api/settings: every system setting (all public), defaults filled in.
 * PUT /api/settings: admins change any of them; the settings in effect and both answers change at once.
 * (shared/api/settings.ts; GET /api/settings in shared/api/session.ts.)
 */
export function settingsRoutes({ lists, settings }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  serve(router, settingsApi.site, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'site-settings', async () => presentPublicSettings(await settingsRepo.read(db, PUBLIC_SETTING_KEYS)));
  });

  serve(router, sessionApi.settings, async (ctx) => {
    await lists.send(ctx, 'settings', () => settings.read(ctx.state.db));
  });

  serve(router, settingsApi.save, async (ctx, { input }) => {
    const saved: SystemSettingsSaved = { message: 'System settings updated successfully', settings: await settings.save(ctx.state.db, input) };
    return saved;
  });
  return router;
}

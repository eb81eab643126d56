import type Router from '@koa/router';
import { PUBLIC_SETTING_KEYS, systemSettingsInput, type SystemSettingsSaved } from '../../../shared/schemas/site-settings';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { allow } from '../policies/roles.policy';
import { presentPublicSettings } from './settings.present';
import { settingsRepo } from './settings.repo';

/**
 * GET /api/site-settings: the contact details and social links pages show (unset: null).
 * GET /api/settings: every system setting (all public), defaults filled in.
 * PUT /api/settings: admins change any of them; the settings in effect and both answers change at once.
 */
export function settingsRoutes({ lists, settings }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  router.get('/site-settings', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'site-settings', async () => presentPublicSettings(await settingsRepo.read(db, PUBLIC_SETTING_KEYS)));
  });

  router.get('/settings', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'settings', () => settings.read(db));
  });

  router.put('/settings', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const saved = await settings.save(db, parse(systemSettingsInput, ctx.request.body));
    const answer: SystemSettingsSaved = { message: 'System settings updated successfully', settings: saved };
    ctx.body = answer;
  });
  return router;
}

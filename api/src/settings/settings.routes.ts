import type Router from '@koa/router';
import { PUBLIC_SETTING_KEYS, type PublicSiteSettings } from '../../../shared/schemas/site-settings';
import type { RouteDeps } from '../route-deps';
import { readJson } from '../lib/json-column';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { allow } from '../policies/roles.policy';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Only web links are published as social links. */
const link = (v: unknown): string | null => {
  const s = text(v);
  return s && /^https:\/\/[^\s/]+/i.test(s) ? s : null;
};

/** GET /api/site-settings: the contact details and social links pages show; a value not set is null (and not shown). */
export function settingsRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/site-settings');
  router.get('/', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'site-settings', async () => {
      const rows = await db('settings').whereIn('key', [...PUBLIC_SETTING_KEYS]);
      const v = Object.fromEntries(rows.map((r: { key: string; value: string }) => [r.key, readJson<unknown>(r.value, null)]));
      const answer: PublicSiteSettings = {
        siteName: text(v.siteName),
        siteDescription: text(v.siteDescription),
        contactEmail: text(v.contactEmail),
        contactPhone: text(v.contactPhone),
        address: text(v.address),
        social: { facebook: link(v.facebookUrl), whatsapp: link(v.whatsappUrl), telegram: link(v.telegramUrl), linkedin: link(v.linkedinUrl) },
      };
      return answer;
    });
  });
  return router;
}

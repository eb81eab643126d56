/**
 * The admin area's message catalogues (locales/<lng>/admin/*.ts, one namespace per file, named
 * after it): loaded with the admin chunk, so visitors never download them. Import it for its
 * effect from the admin route before anything calls t('admin-…').
 */
import { i18n, toNamespaces } from './i18n';

type CatalogueModule = { default: Record<string, unknown> };
const en = toNamespaces(import.meta.glob<CatalogueModule>('../locales/en/admin/*.ts', { eager: true }));
// Bangla comes with every other Bangla catalogue (lib/i18n-bn.ts), loaded when someone reads in it.
for (const [ns, catalogue] of Object.entries(en)) i18n.addResourceBundle('en', ns, catalogue, true, false);

export const ADMIN_NAMESPACES = Object.keys(en);

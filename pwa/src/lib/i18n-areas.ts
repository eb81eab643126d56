/**
 * The signed-in areas' message catalogues (locales/<lng>/areas/*.ts, each merged into the
 * namespace named after it): loaded with the dashboards' chunks, so a visitor's first load does
 * not carry them. What every page needs of such a namespace (the Sync panel's labels of queued
 * writes) stays in locales/<lng>/<ns>.ts. Import it for its effect from the route before anything
 * calls t('member-dashboard:…') and the like.
 */
import { i18n, toNamespaces } from './i18n';

type CatalogueModule = { default: Record<string, unknown> };
const en = toNamespaces(import.meta.glob<CatalogueModule>('../locales/en/areas/*.ts', { eager: true }));
// Bangla comes with every other Bangla catalogue (lib/i18n-bn.ts), loaded when someone reads in it.
for (const [ns, catalogue] of Object.entries(en)) i18n.addResourceBundle('en', ns, catalogue, true, false);

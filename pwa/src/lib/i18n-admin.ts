/**
 * The admin area's message catalogues (locales/<lng>/admin/*.ts, one namespace per file, named
 * after it): loaded with the admin chunk, so visitors never download them. Import it for its
 * effect from the admin route before anything calls t('admin-…').
 */
import { i18n, toNamespaces } from './i18n';

type CatalogueModule = { default: Record<string, unknown> };
const en = toNamespaces(import.meta.glob<CatalogueModule>('../locales/en/admin/*.ts', { eager: true }));
const bn = toNamespaces(import.meta.glob<CatalogueModule>('../locales/bn/admin/*.ts', { eager: true }));

for (const [lng, catalogues] of [['en', en], ['bn', bn]] as const) {
  for (const [ns, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(lng, ns, catalogue, true, false);
}

export const ADMIN_NAMESPACES = Object.keys(en);

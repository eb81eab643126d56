import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { format, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * Message catalogues. Every file in locales/<lng>/ is one namespace named after the file
 * (locales/en/events.ts -> namespace 'events') and default-exports its keys:
 *   export default { title: 'Events & Programs', ... };
 * New files are picked up by the globs below; nothing else needs to list them.
 */
type Catalogue = Record<string, unknown>;
type CatalogueModule = { default: Catalogue };

const en = import.meta.glob<CatalogueModule>('../locales/en/*.ts', { eager: true });
/** Bangla: the folder may still be empty; missing keys fall back to English. */
const bnCatalogues = import.meta.glob<CatalogueModule>('../locales/bn/*.ts', { eager: true });

/** Turns `{ '../locales/en/common.ts': module }` into `{ common: {...} }`. */
export function toNamespaces(modules: Record<string, CatalogueModule>): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [file, mod] of Object.entries(modules)) {
    const name = file.split('/').pop()!.replace(/\.ts$/, '');
    if (name.includes('.')) continue; // e.g. a stray common.test.ts is not a catalogue
    out[name] = mod.default;
  }
  return out;
}

const resources = { en: toNamespaces(en), bn: toNamespaces(bnCatalogues) };

export const SUPPORTED_LANGUAGES = ['en', 'bn'] as const;

/** localStorage key of the language chosen in the member Settings: this device starts in it. */
export const LANGUAGE_STORAGE_KEY = 'club.language';
function rememberedLanguage(): string {
  try {
    const lng = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return lng && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng) ? lng : 'en';
  } catch {
    return 'en';
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  fallbackNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
});

/** Date-fns locales: English in the app's first load, Bangla fetched when someone switches to it. */
const dateLocales: Record<string, Locale> = { en: enUS };
const loadDateLocale = async (lng: string) => {
  if (lng === 'bn' && !dateLocales.bn) dateLocales.bn = (await import('date-fns/locale/bn')).bn;
};

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  void loadDateLocale(lng); // until it arrives (a moment, from the precache) dates show in English
});
if (i18n.language !== 'en') {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  void loadDateLocale(i18n.language);
}

/** Formats a date with a date-fns pattern ('MMMM yyyy', 'MMM d, yyyy') in the current language. */
export function formatDate(date: Date | string | number, pattern: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return format(d, pattern, { locale: dateLocales[i18n.language] ?? enUS });
}

/** Formats a number with the current language's separators (and digits, for Bangla). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.language || 'en', options).format(n);
}

export { i18n };
export default i18n;

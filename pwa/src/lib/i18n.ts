import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { format, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { LANGUAGES, type Language } from '@shared/languages';
import { pastFirstSeconds } from './first-seconds';
import { translateMessagesWith } from './message-text';

/**
 * Message catalogues. Every file in locales/<lng>/ is one namespace named after the file
 * (locales/en/events.ts -> namespace 'events') and default-exports its keys:
 *   export default { title: 'Events & Programs', ... };
 * New files are picked up by the globs below; nothing else needs to list them.
 */
type Catalogue = Record<string, unknown>;
type CatalogueModule = { default: Catalogue };

const en = import.meta.glob<CatalogueModule>('../locales/en/*.ts', { eager: true });

/** Turns `{ '../locales/en/common.ts': module }` into `{ common: {...} }`. */
export function toNamespaces(modules: Record<string, CatalogueModule>): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [file, mod] of Object.entries(modules)) {
    const name = file.split('/').pop()!.replace(/\.ts$/, '');
    if (name.includes('.')) continue; // e.g. a stray common.test.ts is not a catalogue
    out[name] = structuredClone(mod.default); // i18next merges later bundles into it: keep the module untouched
  }
  return out;
}

const resources = { en: toNamespaces(en) };

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };
export const isLanguage = (v: unknown): v is Language => (SUPPORTED_LANGUAGES as readonly unknown[]).includes(v);

/** localStorage key of the language chosen on this device (header, side menu, member Settings). */
export const LANGUAGE_STORAGE_KEY = 'club.language';

/** The cookie that tells the server the language chosen on this device, so a page it renders comes in it (api/src/static/page-language.ts). */
export const LANGUAGE_COOKIE = 'club_lang';
/** Remembers the choice for the server too (a year; no personal data). */
const rememberForServer = (lng: Language) => (document.cookie = `${LANGUAGE_COOKIE}=${lng}; Max-Age=31536000; Path=/; SameSite=Lax`);
/**
 * The language this device starts in: the one chosen here, else the one the server rendered the
 * page in (from the same choice's cookie or the browser's Accept-Language), else the browser's
 * first (bn* -> Bangla), else English.
 */
export function startLanguage(): Language {
  try {
    const lng = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(lng)) {
      // A choice made before the server rendered pages in it gets its cookie now.
      if (typeof document !== 'undefined' && !document.cookie.includes(`${LANGUAGE_COOKIE}=${lng}`)) rememberForServer(lng);
      return lng;
    }
  } catch {
    /* no storage */
  }
  // The language the server rendered this page in (`data-lang` on the root), if it did.
  const served = typeof document === 'undefined' ? null : document.getElementById('root')?.dataset.lang;
  if (isLanguage(served)) return served;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Western digits to Bengali digits (for Bangla): '12:05' -> '১২:০৫'. */
export const toBengaliDigits = (s: string): string => s.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]);
/** Digits in the current language's script. */
export const localDigits = (s: string, lng = i18n.language): string => (lng === 'bn' ? toBengaliDigits(s) : s);

/**
 * Every value put into a text ({{count}}, {{n}}/{{total}}) passes here (alwaysFormat): numbers
 * come out in the reader's digits. The catalogues use no named formats, so this is the whole formatter.
 */
const digitsFormatter = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
    typeof value === 'number' && lng === 'bn' ? toBengaliDigits(String(value)) : value,
};

void i18n
  .use(initReactI18next)
  .use(digitsFormatter)
  .init({
    resources,
    lng: startLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: {
      escapeValue: false, // React escapes already
      alwaysFormat: true, // numbers in the reader's digits (digitsFormatter)
    },
    // A catalogue added later (Bangla, an area's texts) re-renders what shows its keys.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

/** Date-fns locales: English in the app's first load, Bangla fetched with the Bangla catalogues (bangla-times.ts). */
const dateLocales: Record<string, Locale> = { en: enUS };
/** The current language's date-fns locale, for date-fns calls other than formatDate (formatDistanceToNow). */
export const dateLocale = (): Locale => dateLocales[i18n.language] ?? enUS;

/**
 * Loads a language's catalogues and date names (Bangla is its own chunk, not in the English first
 * load nor precached: the service worker keeps it once it was used or warmed, lib/warm-chunks.ts,
 * and then this works offline). Rejects when it cannot be fetched. Safe to call often.
 */
let bnLoading: Promise<void> | undefined;
export function loadLanguage(lng: string): Promise<void> {
  if (lng !== 'bn') return Promise.resolve();
  bnLoading ??= Promise.all([import('./i18n-bn'), import('./bangla-times'), import('./message-translator')])
    .then(async ([catalogues, times, messages]) => {
      dateLocales.bn = times.banglaDates;
      sayInBangla = times.sayTimesInBangla;
      for (const [ns, catalogue] of Object.entries(catalogues.bnNamespaces())) i18n.addResourceBundle('bn', ns, catalogue, true, true);
      // Validation and server messages (English from the schemas and the API) in the reader's language.
      translateMessagesWith(messages.messageTranslator(i18n));
      zodFollowsLater();
      catalogues.keepOffline(); // Bangla is not precached: now that it is read, all of it is kept for offline
      await bengaliFont();
    })
    .catch((err: unknown) => {
      bnLoading = undefined; // try again next time (e.g. the chunk could not be fetched)
      throw err;
    });
  return bnLoading;
}

/**
 * zod's own messages (a rule given none) follow the language from now on (lib/zod-language.ts),
 * once a first visit's first seconds are over or the reader touches the page (first-seconds.ts):
 * zod's Bengali texts brought zod itself in with them, one task of about 130 ms at 4x CPU on every
 * Bangla page, its longest (issue 28). No form is sent before. Unloadable (offline, never kept),
 * zod speaks English.
 */
const zodFollowsLater = () =>
  void pastFirstSeconds()
    .then(() => import('./zod-language'))
    .then(
      (m) => m.zodFollowsLanguage(i18n),
      () => undefined,
    );

/** The Bengali font (styles.css), waited for at most a moment: from the worker's cache it is there at once. */
function bengaliFont(): Promise<unknown> {
  if (typeof document === 'undefined' || !document.fonts?.load) return Promise.resolve();
  const loaded = document.fonts.load('1em "Club Bengali"', 'অআ').catch(() => undefined);
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

/** Shows the app in `lng` from now on and remembers it on this device. Resolves once switched; rejects, changing nothing, when its texts cannot be loaded. */
export async function setLanguage(lng: Language): Promise<void> {
  // First the texts: a language that cannot be loaded (offline, never kept) is not remembered either.
  await loadLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* private mode or full: the choice holds for this visit only */
  }
  rememberForServer(lng);
  await i18n.changeLanguage(lng);
}

/** <html lang> and the installable app's manifest (its name and description) follow the language. */
const followHtmlLang = (lng: string) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', lng === 'en' ? '/manifest.webmanifest' : `/manifest-${lng}.webmanifest`);
};
i18n.on('languageChanged', followHtmlLang);
followHtmlLang(i18n.language);

/** Formats a date with a date-fns pattern ('MMMM yyyy', 'MMM d, yyyy') in the current language. */
export function formatDate(date: Date | string | number, pattern: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return localDigits(format(d, pattern, { locale: dateLocales[i18n.language] ?? enUS }));
}

/** Clock times said the Bangladeshi way (bangla-times.ts), loaded with Bangla: only Bangla rewrites them. */
let sayInBangla: ((text: string) => string) | undefined;

/**
 * An event's time as the admin typed it, in the reader's language: English unchanged; in Bangla
 * every clock time, read as the calendar reads it (@shared/event-time), said the Bangladeshi way
 * ('4:00 PM' -> 'বিকাল ৪:০০', '2:00 - 5:00 PM' -> 'দুপুর ২:০০ - বিকাল ৫:০০') and Bengali digits.
 */
export function formatTimeText(text: string | null | undefined): string {
  if (!text || i18n.language !== 'bn') return text ?? '';
  return toBengaliDigits(sayInBangla ? sayInBangla(text) : text);
}

/** One formatter per language and options: making one is costly (the first loads ICU's data). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * What Intl writes for a whole number with no separator to place (under 1,000, or grouping off),
 * plain or as a whole percent, in English or Bangla: the home page's figures need no formatter,
 * whose first construction (ICU's data) is a long task on a phone.
 */
function wholeNumberText(n: number, language: string, options: Intl.NumberFormatOptions = {}): string | undefined {
  if (!isLanguage(language)) return undefined;
  const percent = options.style === 'percent';
  const plain = Object.entries(options).every(([k, v]) => (k === 'style' && percent) || (k === 'useGrouping' && v === false));
  const value = percent ? n * 100 : n;
  if (!plain || !Number.isSafeInteger(value) || Object.is(value, -0)) return undefined;
  if (Math.abs(value) >= 1000 && options.useGrouping !== false) return undefined;
  return localDigits(`${value}${percent ? '%' : ''}`, language);
}

/** Formats a number with the current language's separators (and digits, for Bangla). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  const language = i18n.language || 'en';
  const quick = wholeNumberText(n, language, options);
  if (quick !== undefined) return quick;
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format.format(n);
}

export { i18n };
export default i18n;

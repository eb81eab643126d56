/**
 * The language a server-rendered page comes in (render-page.ts): the one chosen on the device
 * (the cookie `club_lang` the app sets, pwa/src/lib/i18n.ts), else the first of the browser's
 * languages (Accept-Language, in its order of preference) that the site has, else English — as
 * the app itself starts (pwa/src/lib/i18n.ts startLanguage).
 */
export type PageLanguage = 'en' | 'bn';

export const LANGUAGE_COOKIE = 'club_lang';

const isPageLanguage = (v: unknown): v is PageLanguage => v === 'en' || v === 'bn';

/** The languages of an Accept-Language header, most wanted first (`q` weights honoured; `q=0` left out). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag.split('-')[0]);
}

export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  if (isPageLanguage(cookie)) return cookie;
  return acceptedLanguages(acceptLanguage ?? '').find(isPageLanguage) ?? 'en';
}

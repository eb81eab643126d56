/**
 * The head of a page the server renders (render-page.ts): `<html lang>`, the title, the meta
 * description and the Open Graph tags in the page's language, so a shared link previews in the
 * reader's language. Absolute URLs start with the configured address (lib/public-url.ts), never a
 * request header.
 */
import type { PageLanguage } from './page-language';

export interface HeadTag {
  attr: 'property' | 'name';
  key: string;
  content: string;
}

export interface HeadInput {
  lang: PageLanguage;
  origin: string;
  path: string;
  /** The rendered page (#root's content): its h1 names a page without a title of its own. */
  body: string;
  /** The title and tags the page asked for (an event, an article). */
  meta: { title: string; tags: HeadTag[] } | null;
  /** GET /api/settings's answer the page was rendered with. */
  settings: unknown;
  /** The catalogue's texts in this language, for a site without its own. */
  texts: { description: string; clubName: string };
}

const LOCALES: Record<PageLanguage, string> = { en: 'en_US', bn: 'bn_BD' };

/** Text for an attribute or an element: escaped once (the page's texts come from renderToString already escaped). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const unescapeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const written = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The site's name and description in the page's language (their Bangla versions when written). */
function siteTexts(settings: unknown, lang: PageLanguage, texts: HeadInput['texts']) {
  const s = (settings ?? {}) as Record<string, unknown>;
  const pick = (field: string) => (lang === 'bn' ? (written(s[`${field}Bn`]) ?? written(s[field])) : (written(s[field]) ?? written(s[`${field}Bn`])));
  return { name: pick('siteName') ?? texts.clubName, description: pick('siteDescription') ?? texts.description };
}

/** The text of the page's first h1, if it has one. */
export function headingOf(body: string): string | null {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  if (!m) return null;
  const text = unescapeHtml(m[1].replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/** The page's title and tags. */
export function pageHead({ lang, origin, path, body, meta, settings, texts }: HeadInput): { title: string; tags: HeadTag[] } {
  const site = siteTexts(settings, lang, texts);
  const heading = path === '/' ? null : headingOf(body);
  const title = meta?.title ?? (heading && heading !== site.name ? `${heading} | ${site.name}` : site.name);
  const own = new Map((meta?.tags ?? []).map((t) => [`${t.attr}:${t.key}`, t]));
  const og = (key: string, content: string): HeadTag => ({ attr: 'property', key, content });
  const description = own.get('name:description')?.content ?? own.get('property:og:description')?.content ?? site.description;
  const defaults: HeadTag[] = [
    { attr: 'name', key: 'description', content: description },
    og('og:title', meta?.title ?? heading ?? site.name),
    og('og:description', description),
    og('og:url', `${origin}${path}`),
    og('og:type', 'website'),
    og('og:site_name', site.name),
    og('og:image', `${origin}/icons/icon-512.png`),
    og('og:locale', LOCALES[lang]),
    og('og:locale:alternate', LOCALES[lang === 'en' ? 'bn' : 'en']),
    { attr: 'name', key: 'twitter:card', content: 'summary' },
  ];
  const tags = defaults.map((tag) => own.get(`${tag.attr}:${tag.key}`) ?? tag);
  for (const tag of own.values()) if (!tags.includes(tag)) tags.push(tag);
  return { title, tags };
}

/** The template's head with this page's language, title and tags (and `extra`, e.g. a font's preload). */
export function withHead(template: string, lang: PageLanguage, head: { title: string; tags: HeadTag[] }, extra = ''): string {
  const tags = head.tags.map((t) => `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" />`).join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n    ${extra}</head>`);
}

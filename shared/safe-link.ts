/**
 * The link rules without zod, so a renderer on the first load (the footer, the notice banner) can
 * check a stored link without pulling in the schemas. shared/schemas/common.ts builds `urlOrPath` on them.
 */
/** A path on this site: '/' then not another '/' or '\\' (`//host/x` would leave the site). */
export const SITE_PATH = /^\/(?![/\\])/;
export const ABSOLUTE_URL = /^https?:\/\/[^/\\\s]/i;

/**
 * What no URL may hold anywhere: control characters (C0, DEL, C1), any space (Unicode spaces,
 * line and paragraph separators, zero-width spaces, BOM) and the invisible bidi controls. Browsers
 * drop tabs and newlines from a URL before reading it, so `/\t/evil.example/x` passes the site-path
 * rule yet is followed as `//evil.example/x`; the others hide or disguise what a link points at.
 */
export const URL_UNSAFE_CHARS = /[\p{Cc}\p{Z}\s\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/**
 * Whether a stored link may be put in an href: what urlOrPath accepts today, not blank. Rows
 * saved before a rule was tightened are refused here, so a renderer drops such a link.
 */
export const isSafeLink = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v !== '' && !URL_UNSAFE_CHARS.test(v) && (SITE_PATH.test(v) || ABSOLUTE_URL.test(v));

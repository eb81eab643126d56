import { LIMITS } from './limits';

/** Plain text of an HTML fragment (tags removed, entities left alone). */
export const stripTags = (html: string): string => html.replace(/<[^>]*>/g, ' ');

/** Reading time: words / 200, rounded up, at least 1 minute. */
export function readTimeMinutes(content: string): number {
  const words = stripTags(content).trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / LIMITS.readWordsPerMinute));
}

/** The first n characters, with an ellipsis only when something was cut. */
export function truncate(text: string, n: number, ellipsis = ''): string {
  return text.length > n ? text.slice(0, n) + ellipsis : text;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(whole: string, code: string): string {
  if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
  return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
}

/** The readable text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return stripTags(html)
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

const BENGALI_ZERO = 0x09e6;
/**
 * Text as searches compare it: Unicode NFC, Bengali digits as Western ones (a query '২০২৬' finds
 * '2026' and the other way round), trimmed, lower case.
 */
export function searchForm(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO))
    .trim()
    .toLowerCase();
}

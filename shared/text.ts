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

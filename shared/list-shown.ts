/**
 * How many cards a list page shows, said once for the server (which renders a page with them) and
 * the app. Apart from list-order.ts so the app's first load, which needs only CARD_CAP, does not
 * take in every list's order.
 */
import { PAGE_SIZE } from './list-order';

/** A page never shows more cards than this (issue 27 §1): past it, 'Load more' gives way to search. */
export const CARD_CAP = 240;
/**
 * Without JavaScript, 'Load more' asks the server for the page again with this many rows of its list
 * (`/news?shown=48`: the rows already read and the next page), as a plain form does.
 */
export const SHOWN_PARAM = 'shown';

/** The rows a list page's HTML holds for `?shown=` (a whole number of pages, at least one, at most CARD_CAP); PAGE_SIZE when absent or unreadable. */
export function shownRows(value: string | null | undefined): number {
  const asked = value && /^\d{1,12}$/.test(value) ? Number(value) : PAGE_SIZE;
  return Math.min(CARD_CAP, Math.max(PAGE_SIZE, Math.ceil(asked / PAGE_SIZE) * PAGE_SIZE));
}

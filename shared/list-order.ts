/**
 * The order of each public list, said once for the server (which pages by it) and the app (which
 * keeps the pages it loaded in it): a row's sort key, compared as SQL orders it ascending (null
 * first), and whether the list runs newest first.
 */
/** Rows in a page unless `?limit=` says otherwise, and the most one page holds. */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export type SortKey = Array<string | number | null>;

export interface ListOrder<T> {
  key: (row: T) => SortKey;
  descending: boolean;
}

/** -1, 0 or 1 as SQL orders two keys ascending (null first). */
export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : 1;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/** Whether `row` comes after `key` in the list's order. */
export const comesAfter = <T>(order: ListOrder<T>, row: T, key: SortKey): boolean => (order.descending ? -1 : 1) * compareKeys(order.key(row), key) > 0;

/** The rows in the list's order (a copy). */
export const inListOrder = <T>(order: ListOrder<T>, rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => (order.descending ? -1 : 1) * compareKeys(order.key(a), order.key(b)));

type Dated = { id: number; createdAt: string };

/** Articles: newest published first (unpublished last), then newest written. */
export const NEWS_ORDER: ListOrder<Dated & { publishedAt: string | null }> = { key: (a) => [a.publishedAt, a.createdAt, a.id], descending: true };
/** Projects and gallery pictures: newest first. */
export const NEWEST_FIRST: ListOrder<Dated> = { key: (r) => [r.createdAt, r.id], descending: true };
/** Team members: in the order they joined. */
export const OLDEST_FIRST: ListOrder<Dated> = { key: (r) => [r.createdAt, r.id], descending: false };
/** Events: upcoming soonest first; past newest first. */
export const EVENTS_SOONEST: ListOrder<{ id: number; date: string }> = { key: (e) => [e.date, e.id], descending: false };
export const EVENTS_NEWEST: ListOrder<{ id: number; date: string }> = { key: (e) => [e.date, e.id], descending: true };

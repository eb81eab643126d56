/**
 * The parts of each paged list the mirror keeps (issue 27): which rows a part holds, its order
 * (shared with the server) and how many rows its first page asks for. The news, projects, gallery
 * and members lists are one part each; events are two: the open ones (up to 100, all a club has)
 * and the past ones, newest first. Light on purpose: pages read it on first render (no Dexie, no zod).
 */
import {
  EVENTS_NEWEST,
  EVENTS_SOONEST,
  inListOrder,
  MAX_PAGE_SIZE,
  NEWEST_FIRST,
  NEWS_ORDER,
  OLDEST_FIRST,
  PAGE_SIZE,
  type ListOrder,
  type SortKey,
} from '@shared/list-order';
import { isEventOpen } from '@shared/policies/events';

type Row = { id: number };

export interface ListPart {
  name: string;
  /** Added to the list's address: `when=upcoming`. */
  query: Record<string, string>;
  order: ListOrder<any>;
  includes: (row: any) => boolean;
  pageSize: number;
}

/** What the mirror knows of a part: its first page's ETag and size, the ids it holds from the top in order, and the next page's cursor. */
export interface PartState {
  etag: string | null;
  limit: number;
  ids: number[];
  nextCursor: string | null;
  /** The sort key of the stretch's last row (rows deleted since still mark where it ends). */
  lastKey?: SortKey;
}

const all = () => true;
const onePart = (order: ListOrder<any>): ListPart[] => [{ name: 'all', query: {}, order, includes: all, pageSize: PAGE_SIZE }];

export const LIST_PARTS: Readonly<Record<string, ListPart[] | undefined>> = {
  news: onePart(NEWS_ORDER),
  projects: onePart(NEWEST_FIRST),
  gallery: onePart(NEWEST_FIRST),
  members: onePart(OLDEST_FIRST),
  events: [
    { name: 'upcoming', query: { when: 'upcoming' }, order: EVENTS_SOONEST, includes: (e: { status: string }) => isEventOpen(e), pageSize: MAX_PAGE_SIZE },
    { name: 'past', query: { when: 'past' }, order: EVENTS_NEWEST, includes: (e: { status: string }) => !isEventOpen(e), pageSize: PAGE_SIZE },
  ],
};

/** The parts' bookkeeping in a list's meta row. */
export const partStates = (metaValue: unknown): Record<string, PartState | undefined> =>
  (metaValue as { parts?: Record<string, PartState> } | undefined)?.parts ?? {};

/**
 * The rows a paged list shows: each part in its order, as far as it was loaded from the top, or
 * (`everything`, offline or when the server could not answer) every row the device has.
 */
export function shownRows<T extends Row>(parts: ListPart[], rows: readonly T[], metaValue: unknown, everything: boolean): T[] {
  const states = partStates(metaValue);
  return parts.flatMap((part) => {
    const mine = inListOrder(part.order, rows.filter(part.includes));
    const loaded = states[part.name]?.ids.length;
    return everything || loaded === undefined ? mine : mine.slice(0, loaded);
  });
}

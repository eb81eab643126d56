/**
 * One page of a cached public list (shared/api/list-pages.ts): the whole list an audience sees is
 * held by the list cache; a page is filtered and cut from it, never by re-reading the table.
 * A cursor is the sort key of the last row sent, so rows added above it (a new article) neither
 * repeat nor skip anything, and a row deleted since still marks where the next page starts.
 */
import { searchForm } from '../../../shared/text';
import { comesAfter, type ListOrder, type SortKey } from '../../../shared/list-order';
import { PAGE_SIZE, type ListPageQuery } from '../../../shared/api/list-pages';
import { ZodError } from 'zod';
import { validationError } from './errors';

/** How a list pages: its rows in the cached answer, their order, what `category` and `q` look at. */
export interface ListPaging<T> {
  /** The rows of the whole-list answer. */
  rows: (whole: unknown) => T[];
  /** The answer for these rows: a page's with its next cursor (null on the last), a whole list's without (undefined). */
  answer: (rows: T[], nextCursor: string | null | undefined) => unknown;
  /** The order of the whole list (shared/list-order.ts). */
  order: ListOrder<T>;
  category?: (row: T) => string;
  /** `rows` leaves some out (a part of the list asked for, e.g. past events): never the cached whole answer. */
  narrows?: boolean;
  /** The texts `q` is looked for in. */
  text: (row: T) => Array<string | null | undefined>;
}

/** Whether the caller asked for pages (else the whole list, as before). */
export const isPaged = (query: ListPageQuery): boolean => query.limit !== undefined || query.cursor !== undefined;

const encode = (key: SortKey) => Buffer.from(JSON.stringify(key)).toString('base64url');
const CURSOR_REFUSED = 'This cursor is not one the server gave: start again from the first page';
const cursorError = () => validationError(new ZodError([{ code: 'custom', path: ['cursor'], message: CURSOR_REFUSED, input: undefined }]));

function decode(cursor: string): SortKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw cursorError();
  }
  if (!Array.isArray(key) || key.length < 1 || key.length > 4 || !key.every((k) => k === null || typeof k === 'string' || typeof k === 'number'))
    throw cursorError();
  return key as SortKey;
}

/** Rows matching the filters, in list order. */
export function filterRows<T>(rows: T[], paging: ListPaging<T>, query: ListPageQuery): T[] {
  const category = query.category ? searchForm(query.category) : '';
  const words = query.q ? searchForm(query.q).split(/\s+/).filter(Boolean) : [];
  if (!category && words.length === 0) return rows;
  return rows.filter((row) => {
    if (category && (!paging.category || searchForm(paging.category(row)) !== category)) return false;
    if (words.length === 0) return true;
    const text = paging
      .text(row)
      .map((t) => searchForm(t))
      .join('\n');
    return words.every((w) => text.includes(w));
  });
}

/** The answer for a query: the filtered whole list, or one page of it with the next page's cursor. */
export function pageOf<T>(whole: unknown, paging: ListPaging<T>, query: ListPageQuery): unknown {
  const rows = filterRows(paging.rows(whole), paging, query);
  if (!isPaged(query)) return paging.answer(rows, undefined);
  let start = 0;
  if (query.cursor) {
    const after = decode(query.cursor);
    const found = rows.findIndex((row) => comesAfter(paging.order, row, after));
    start = found === -1 ? rows.length : found;
  }
  const limit = query.limit ?? PAGE_SIZE;
  const page = rows.slice(start, start + limit);
  const more = start + limit < rows.length;
  return paging.answer(page, more && page.length ? encode(paging.order.key(page[page.length - 1])) : null);
}

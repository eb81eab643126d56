/**
 * Public lists read in pages (issue 27): `?limit=` (default 24, at most 100) and an opaque
 * `?cursor=` from the previous page's `nextCursor`, stable when rows are added above it;
 * `?category=` and `?q=` (words of the title or text, either language) filter on the server.
 * A request with none of `limit`, `cursor` and `since` answers the whole list, as it always did.
 */
import { z } from '../zod';

import { MAX_PAGE_SIZE } from '../list-order';

export { MAX_PAGE_SIZE, PAGE_SIZE } from '../list-order';

export const listPageQuery = z.object({
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
  cursor: z
    .string()
    .max(400, 'This cursor is not one the server gave: start again from the first page')
    .regex(/^[A-Za-z0-9_-]+$/, 'This cursor is not one the server gave: start again from the first page')
    .optional(),
  category: z.string().trim().max(60, 'category is at most 60 characters').optional(),
  q: z.string().trim().max(100, 'q (the search words) is at most 100 characters').optional(),
  since: z.coerce
    .number({ message: 'since must be a version the list gave (a whole number)' })
    .int('since must be a version the list gave (a whole number)')
    .min(0, 'since must be a version the list gave (a whole number)')
    .optional(),
});
export type ListPageQuery = z.infer<typeof listPageQuery>;

/** The events list also pages its upcoming (open, soonest first) or past (newest first) events. */
export const eventPageQuery = listPageQuery.extend({ when: z.enum(['upcoming', 'past'], { message: "when is 'upcoming' or 'past'" }).optional() });

/** Beside a page's rows: the cursor of the next page, null on the last one (absent on a whole list). */
export const nextCursor = z.string().nullable().optional();

/**
 * Refreshes that send only what changed (issue 27): a page carries the list's `version`;
 * `?since=<version>` answers the rows changed after it (added or edited, as the caller may see
 * them now) and the ids `removed` (deleted, unpublished, or no longer the caller's to see), with
 * the new `version`. Its ETag names the version it brings the caller to: sent back as
 * If-None-Match, it gets a 304 while nothing changed. `startOver` (no rows): the version is older
 * than the change log keeps (30 days at least) or not one this server gave; load the first page again.
 */
export const listVersion = z.number().int().nonnegative().optional();
export const removedIds = z.array(z.number().int()).optional();
export const startOver = z.literal(true).optional();
export const listDelta = { version: listVersion, removed: removedIds, startOver };

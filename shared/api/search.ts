/**
 * Search over a big club (issue 27): a compact index of everything the public site lists, kept on
 * the phone by deltas, so search works offline without the articles' bodies; and the server's own
 * search for what the phone lacks. Both hold what visitors see (never pending or members-only
 * rows), so a phone shared after an admin signed out never shows an admin's items.
 */
import { z } from '../zod';
import { endpoint } from './endpoint';
import { listVersion, startOver } from './list-pages';

export const SEARCH_TYPES = ['news', 'event', 'project', 'gallery', 'member'] as const;
export type IndexType = (typeof SEARCH_TYPES)[number];

/** The longest excerpt an index entry keeps (characters): enough to show and to match, not a body. */
export const INDEX_EXCERPT_CHARS = 60;

/**
 * What every public entry of a kind has as its status unless it says otherwise (left out to keep
 * the index small): articles are published, pictures and team profiles approved.
 */
export const USUAL_STATUS: Partial<Record<IndexType, string>> = { news: 'published', gallery: 'approved', member: 'approved' };

/** One row of the index: fields left out are empty (status: the kind's usual one). `date` is YYYY-MM-DD (an event's own date; else when it was published or made). */
export const indexEntry = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  title: z.string(),
  titleBn: z.string().optional(),
  excerpt: z.string().optional(),
  excerptBn: z.string().optional(),
  category: z.string().optional(),
  status: z.string().optional(),
  date: z.string(),
  image: z.string().optional(),
});
export type IndexEntry = z.infer<typeof indexEntry>;

const sinceQuery = z.object({
  since: z.coerce
    .number({ message: 'since must be a version the index gave (a whole number)' })
    .int('since must be a version the index gave (a whole number)')
    .min(0, 'since must be a version the index gave (a whole number)')
    .optional(),
});

export const searchApi = {
  index: endpoint({
    method: 'GET',
    path: '/api/search-index',
    access: 'anyone',
    summary:
      "The public site's compact search index (no bodies): every entry, or ?since=<version> the entries changed after it and the ones removed ({ type, id }); ETag / 304; startOver when too far behind",
    query: sinceQuery,
    output: z.object({
      entries: z.array(indexEntry),
      removed: z.array(z.object({ type: z.enum(SEARCH_TYPES), id: z.number().int() })).optional(),
      version: listVersion,
      startOver,
    }),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    access: 'anyone',
    summary: 'Index entries whose title, excerpt or category hold every word of ?q (either language), best first, at most 50; ?type= one kind',
    query: z.object({
      q: z.string().trim().min(1, 'q (the search words) is required').max(100, 'q (the search words) is at most 100 characters'),
      type: z.enum(SEARCH_TYPES, { message: 'type is one of news, event, project, gallery, member' }).optional(),
    }),
    output: z.object({ entries: z.array(indexEntry) }),
  }),
};

/**
 * The search lives in the URL (/search?q=solar&type=projects): Back from a result returns to it,
 * and a search can be shared. Unknown or absent values mean "all".
 */
import { CATEGORY_FILTERS, NO_FILTERS, STATUS_FILTERS, TYPE_FILTERS, type SearchFilters } from './search-filter';

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function readSearch(params: URLSearchParams): { query: string; filters: SearchFilters } {
  return {
    query: params.get('q') ?? '',
    filters: {
      ...NO_FILTERS,
      type: pick(TYPE_FILTERS, params.get('type'), 'all'),
      category: pick(CATEGORY_FILTERS, params.get('category'), 'all'),
      status: pick(STATUS_FILTERS, params.get('status'), 'all'),
    },
  };
}

export function writeSearch(query: string, filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const key of ['type', 'category', 'status'] as const) if (filters[key] !== 'all') params.set(key, filters[key]);
  return params;
}

/** §9: search runs 300 ms after the last keystroke (the text joins the URL then). */
export const SEARCH_DEBOUNCE_MS = 300;

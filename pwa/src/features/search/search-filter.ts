/**
 * The filters of Advanced search and the search itself (public-site.md §2, §9): type,
 * category (projects, news, events, gallery; never members) and status (every type). An empty
 * query keeps every item that passes the filters; results sort by descending score.
 */
import type { SearchItem, SearchType } from './search-index';
import { scoreFieldsForm, searchForm } from './search-scoring';

export const TYPE_FILTERS = ['all', 'projects', 'news', 'events', 'gallery', 'members'] as const;
export const CATEGORY_FILTERS = ['all', 'environmental', 'educational', 'community', 'technology', 'workshop', 'meeting', 'training', 'volunteer'] as const;
export const STATUS_FILTERS = ['all', 'active', 'completed', 'upcoming', 'published', 'approved', 'pending'] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface SearchFilters {
  type: TypeFilter;
  category: CategoryFilter;
  status: StatusFilter;
  /** In the state only: the spec gives it no control. */
  dateRange: 'all';
}

export const NO_FILTERS: SearchFilters = { type: 'all', category: 'all', status: 'all', dateRange: 'all' };

const TYPE_OF_FILTER: Record<Exclude<TypeFilter, 'all'>, SearchType> = {
  projects: 'project',
  news: 'news',
  events: 'event',
  gallery: 'gallery',
  members: 'member',
};

/** The filter's adjective also matches the stored noun (projects use 'environment', 'education'). */
const CATEGORY_ALIASES: Partial<Record<CategoryFilter, string[]>> = {
  environmental: ['environment'],
  educational: ['education'],
};

/** Categories apply to every type but members, which always pass. */
const CATEGORY_TYPES = new Set<SearchType>(['project', 'news', 'event', 'gallery']);

export function matchesFilters(item: SearchItem, f: SearchFilters): boolean {
  if (f.type !== 'all' && item.type !== TYPE_OF_FILTER[f.type]) return false;
  if (f.category !== 'all' && CATEGORY_TYPES.has(item.type)) {
    const category = (item.category ?? '').toLowerCase();
    if (category !== f.category && !(CATEGORY_ALIASES[f.category] ?? []).includes(category)) return false;
  }
  if (f.status !== 'all' && item.status.toLowerCase() !== f.status) return false;
  return true;
}

export const hasActiveFilters = (f: SearchFilters): boolean => f.type !== 'all' || f.category !== 'all' || f.status !== 'all' || f.dateRange !== 'all';

export interface SearchResult {
  item: SearchItem;
  score: number;
}

/** Items that pass the filters and, with a query, match it; best score first (ties keep list order). */
export function searchItems(items: SearchItem[], query: string, filters: SearchFilters): SearchResult[] {
  const q = query.trim();
  const form = searchForm(q);
  const results: SearchResult[] = [];
  for (const item of items) {
    if (!matchesFilters(item, filters)) continue;
    const score = q ? scoreFieldsForm(item.fields, form) : 0;
    if (q && score <= 0) continue;
    results.push({ item, score });
  }
  return results.sort((a, b) => b.score - a.score);
}

/** The search as the page runs it: an error is logged and gives an empty list (§8). */
export function runSearch(items: SearchItem[], query: string, filters: SearchFilters): SearchResult[] {
  try {
    return searchItems(items, query, filters);
  } catch (err) {
    console.error('Search failed', err);
    return [];
  }
}

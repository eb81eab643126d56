/**
 * §9 scoring: per text, exact match 100, prefix 80, contains 60 (case-insensitive); an item's
 * score is the best of its fields, each multiplied by the field's weight. Query and text are
 * compared normalised (`searchForm`), so Bengali and Western digits match each other.
 */
import { searchForm } from '@shared/text';
import type { SearchField } from './search-index';

export { searchForm };

export const MATCH_SCORES = { exact: 100, prefix: 80, contains: 60 } as const;

/** 'Best Match' shows above this score. */
export const BEST_MATCH_ABOVE = 80;

export function scoreText(text: string | null | undefined, query: string): number {
  return scoreForms(searchForm(text), searchForm(query));
}

/** scoreText of a text and a query already in their search forms. */
function scoreForms(s: string, q: string): number {
  if (!q || !s) return 0;
  if (s === q) return MATCH_SCORES.exact;
  if (s.startsWith(q)) return MATCH_SCORES.prefix;
  if (s.includes(q)) return MATCH_SCORES.contains;
  return 0;
}

/** An item's score: its best field's. A field's search form is made once, with the item (search-index.ts). */
export function scoreFields(fields: SearchField[], query: string): number {
  return scoreFieldsForm(fields, searchForm(query));
}

/** scoreFields with the query already in its search form (made once per search, not once per item). */
export function scoreFieldsForm(fields: SearchField[], q: string): number {
  let best = 0;
  for (const f of fields) best = Math.max(best, scoreForms(f.form ?? searchForm(f.text), q) * f.weight);
  return Math.round(best * 100) / 100;
}

export const isBestMatch = (score: number): boolean => score > BEST_MATCH_ABOVE;

import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readSearch, SEARCH_DEBOUNCE_MS, writeSearch } from './search-url';
import type { SearchFilters } from './search-filter';

/**
 * The search's text and filters, kept in the URL (so Back from a result returns to the same
 * search) without re-rendering the whole app while someone types: the box's text is the page's
 * own, the search runs 300 ms after the last keystroke, and the URL then takes the text by
 * replacing its history entry directly (the router's own navigation would re-render every
 * layout on the page). Filters are taps and go through the router. Any navigation the router
 * makes (Back, a link to /search?q=, a filter) sets the page from the URL again.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const fromUrl = () => ({ key, typed: null as string | null, ...readSearch(params) });
  const [held, setHeld] = useState(fromUrl);
  let state = held;
  if (held.key !== key) {
    state = fromUrl();
    setHeld(state);
  }
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const { filters } = state;

  const setQuery = (q: string) => {
    setHeld((s) => ({ ...s, typed: q }));
    clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      setHeld((s) => ({ ...s, typed: null, query: q }));
      const search = writeSearch(q, filters).toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    }, SEARCH_DEBOUNCE_MS);
  };
  /** Text and filters at once, through the router (a filter's tap, Clear). */
  const update = (q: string, f: SearchFilters) => {
    clearTimeout(pause.current);
    setParams(writeSearch(q, f), { replace: true });
  };
  return { query: state.typed ?? state.query, searched: state.query, filters, setQuery, update };
}

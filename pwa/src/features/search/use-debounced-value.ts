import { useEffect, useState } from 'react';

/** §9: search runs 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

import { useCallback } from 'react';
import { useClientValue } from '@/lib/use-client-value';

/** Whether a CSS media query matches now, kept up to date (false where matchMedia is missing, and in a page being hydrated). */
export function useMediaQuery(query: string): boolean {
  const read = useCallback(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches, [query]);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useClientValue(read, false, subscribe);
}

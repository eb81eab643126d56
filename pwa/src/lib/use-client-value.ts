import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from './hydration';

/**
 * A value only the browser knows (a media query, the page's address), read like
 * `useSyncExternalStore` but never forcing a synchronous render. While a pre-rendered page is
 * taken over (and on the server), the first render uses `serverValue` (what the HTML was made with); the browser's
 * value follows as a transition, which React renders in slices. (`useSyncExternalStore` re-renders
 * at once, in one task, whenever the hydrated value differs, and for every later change.)
 * Elsewhere the first render already has the browser's value.
 * "Taken over" is main.tsx's hydration up to its first commit (lib/hydration.ts): a component that
 * hydrates later, inside a Suspense boundary of its own (the home page's blocks), would read the
 * browser's value in its hydrating render, so it must not show one in what the HTML holds.
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe?: (onChange: () => void) => () => void): T {
  const [value, setValue] = useState<T>(() => (typeof window === 'undefined' || isHydrating() ? serverValue : read()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    update();
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}

const always = () => true;
/**
 * False on the server and in the first render of a page being taken over, true from then on (the
 * change rendered as a transition): what only the browser knows is read after it, directly.
 */
export const useHydrated = (): boolean => useClientValue(always, false);

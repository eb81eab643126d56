/**
 * While the app takes a pre-rendered page over (main.tsx hydrates it as a transition, in slices),
 * an update from a store read with `useSyncExternalStore` would make React hydrate the rest of the
 * page at once, in one long task. Stores whose news can wait a moment (the site settings) pass
 * their notifications through `afterHydration`; when no page is being taken over, they go at once.
 */
let hydrating: Promise<void> | null = null;

/** Called by main.tsx before it hydrates; the returned function is called once the app owns the page. */
export function holdUntilHydrated(): () => void {
  let done = () => {};
  const held = new Promise<void>((resolve) => (done = resolve));
  hydrating = held;
  return () => {
    if (hydrating === held) hydrating = null;
    done();
  };
}

/** True while a pre-rendered page is being taken over (its first render must match the HTML). */
export const isHydrating = (): boolean => hydrating !== null;

/** Runs `notify` now, or once the page being hydrated is the app's. */
export function afterHydration(notify: () => void): void {
  if (hydrating) void hydrating.then(notify);
  else notify();
}

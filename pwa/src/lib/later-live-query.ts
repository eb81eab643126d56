import { useEffect, useState, type DependencyList } from 'react';
import type { ClubDatabase } from './db';
import { laterDb } from './first-seconds';

/**
 * `useLiveQuery` (dexie-react-hooks) for components on every page: the database is loaded once a
 * first visit's first seconds are over (first-seconds.ts), and until then, or when the device's
 * storage fails, the answer is undefined ("not read yet"), as `useLiveQuery` gives before its first result.
 */
export function useLaterLiveQuery<T>(query: (db: ClubDatabase) => Promise<T> | T, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    // The module is imported only once the gate has opened (laterDb): imported beside it, it ran at once.
    void laterDb().then(async (db) => {
      const { liveQuery } = await import('./db');
      if (!live) return;
      subscription = liveQuery(() => query(db)).subscribe({
        next: (next) => setValue(() => next),
        error: () => undefined,
      });
    });
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as useLiveQuery takes them
  }, deps);
  return value;
}

/**
 * Work started after the first paint that nobody waits for (loading the database and the outbox,
 * refreshing a mirrored list): `loadLater` starts it and remembers it until it settles;
 * `loadsSettled()` waits for every one still on its way. The test set-up waits for it after each
 * test, so a list refreshed for one test never lands in the next one's database, and an import
 * never lands after a test file's environment is torn down.
 */
const pending = new Set<Promise<unknown>>();

export function loadLater<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  pending.add(loading);
  void loading.then(
    () => pending.delete(loading),
    () => pending.delete(loading),
  );
  return loading;
}

export async function loadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

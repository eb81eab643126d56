/**
 * Modules loaded after the first paint (the database, the outbox): `loadLater` starts the import
 * and remembers it until it settles; `loadsSettled()` waits for every one still on its way (the
 * test set-up waits for it before a test file's environment is torn down, so a slow import never
 * lands after it).
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

/**
 * Asks the browser not to evict our data (queued writes, the mirror): when somebody signs in,
 * when the app is installed, and when a write is queued. No React and no DOM beyond navigator:
 * the outbox calls it too. The worker has no StorageManager.persist(): it does nothing there.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

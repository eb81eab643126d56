/**
 * Online or offline, as the user should see it: the browser's flag, corrected by what our own
 * requests just experienced (a fetch that failed on the network means offline for now).
 * No React here: the service worker's replay reports through it too (the hook is use-online.ts).
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let lastRequestFailed = false;

function emit(): void {
  for (const l of listeners) l();
}

export function isOnline(): boolean {
  const flag = typeof navigator === 'undefined' ? true : navigator.onLine;
  return flag && !lastRequestFailed;
}

/** A request of ours failed on the network. */
export function reportNetworkFailure(): void {
  if (lastRequestFailed) return;
  lastRequestFailed = true;
  emit();
}

/** A request of ours reached the server. */
export function reportNetworkSuccess(): void {
  if (!lastRequestFailed) return;
  lastRequestFailed = false;
  emit();
}

function onBrowserChange(): void {
  lastRequestFailed = false; // the browser's own signal wins until a request says otherwise
  emit();
}

export function subscribeOnline(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

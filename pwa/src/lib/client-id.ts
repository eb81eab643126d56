/** A per-device anonymous id, sent as `X-Client-Id` with queued writes. */
const KEY = 'clubClientId';
let memory: string | null = null;

export function getClientId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    // Storage blocked (private mode): keep one id for this page's life.
    memory ??= crypto.randomUUID();
    return memory;
  }
}

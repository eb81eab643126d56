/**
 * A small Web Locks API (navigator.locks) for tests: exclusive locks, `ifAvailable`, `signal`.
 * jsdom has none. `hold(name)` plays another tab (or the worker) holding the lock until released.
 */
type Callback = (lock: { name: string; mode: 'exclusive' } | null) => unknown;
interface Options {
  ifAvailable?: boolean;
  signal?: AbortSignal;
}

export class FakeLockManager {
  private held = new Set<string>();
  private waiting = new Map<string, Array<() => void>>();
  /** Every options object a request was made with (to see what the code asked for). */
  readonly requests: Options[] = [];

  async request(name: string, optionsOrCallback: Options | Callback, maybeCallback?: Callback): Promise<unknown> {
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback;
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    this.requests.push(options);
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await this.wait(name, options.signal);
    } else this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.release(name);
    }
  }

  /** Takes the lock as someone else would; the returned function lets it go. */
  hold(name: string): () => void {
    let release: () => void = () => undefined;
    void this.request(name, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  private wait(name: string, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const queue = this.waiting.get(name) ?? [];
      const onAbort = () => {
        const at = queue.indexOf(grant);
        if (at >= 0) queue.splice(at, 1);
        reject(signal?.reason ?? new DOMException('The request was aborted.', 'AbortError'));
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort);
      queue.push(grant);
      this.waiting.set(name, queue);
    });
  }

  private release(name: string): void {
    const next = this.waiting.get(name)?.shift();
    if (next)
      next(); // handed straight on: the lock stays held
    else this.held.delete(name);
  }
}

/** Puts a FakeLockManager on navigator.locks; the returned function takes it away. */
export function installFakeLocks(): { locks: FakeLockManager; uninstall: () => void } {
  const locks = new FakeLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { locks, uninstall: () => void delete (navigator as { locks?: unknown }).locks };
}

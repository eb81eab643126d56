import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstSeconds, FIRST_SECONDS_MS } from './pwa-register';

/** When the service worker registers (update-prompt.tsx): never in the page's first seconds. */
describe('afterFirstSeconds', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const settled = (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    return () => done;
  };

  it('waits for the first seconds since the navigation began, then for an idle moment', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(1000); // the page loaded 1 s after the navigation began
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const done = settled(afterFirstSeconds());
    await vi.advanceTimersByTimeAsync(FIRST_SECONDS_MS - 1000 - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(done()).toBe(false);
    idle[0]();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('a page already past its first seconds only waits for an idle moment', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_SECONDS_MS + 500);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const done = settled(afterFirstSeconds());
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(1);
    idle[0]();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});

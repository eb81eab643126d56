import { afterEach, describe, expect, it, vi } from 'vitest';

/** The gate of the database layer (first-seconds.ts): shut for a server-rendered page's first seconds only. */
describe('pastFirstSeconds', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  const load = async (serverRendered: boolean) => {
    const root = document.createElement('div');
    root.id = 'root';
    if (serverRendered) root.dataset.prerendered = 'news';
    document.body.append(root);
    vi.resetModules();
    return import('./first-seconds');
  };
  const settled = (p: Promise<unknown>) => {
    let done = false;
    void p.then(() => (done = true));
    return () => done;
  };

  it('keeps a server-rendered page to itself until FIRST_SECONDS_MS after the navigation began', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(1200);
    const { pastFirstSeconds, FIRST_SECONDS_MS, isServerRendered } = await load(true);
    expect(isServerRendered()).toBe(true);
    const done = settled(pastFirstSeconds());
    await vi.advanceTimersByTimeAsync(FIRST_SECONDS_MS - 1200 - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('opens at once when the person touches, types or moves into a field first', async () => {
    for (const event of [new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'a' }), new FocusEvent('focusin')]) {
      vi.useFakeTimers();
      vi.spyOn(performance, 'now').mockReturnValue(500);
      document.body.replaceChildren();
      const { pastFirstSeconds } = await load(true);
      const done = settled(pastFirstSeconds());
      await vi.advanceTimersByTimeAsync(100);
      expect(done(), event.type).toBe(false);
      const field = document.createElement('input');
      document.body.append(field);
      field.dispatchEvent(event);
      await vi.advanceTimersByTimeAsync(0);
      expect(done(), event.type).toBe(true);
      vi.useRealTimers();
    }
  });

  it('lets a page the app rendered (a return visit, offline) read the device at once', async () => {
    const { pastFirstSeconds, isServerRendered } = await load(false);
    expect(isServerRendered()).toBe(false);
    await expect(pastFirstSeconds()).resolves.toBeUndefined();
  });
});

import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { outboxItem } from '@/lib/outbox-item.test-utils';
import { setOutboxUser } from '@/lib/outbox';
import { NetworkIndicator } from './network-indicator';
import { ALL_SENT_MS } from './use-all-sent';

const item = outboxItem;

let online = false;
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
const indicator = () => screen.getByTestId('network-indicator');

/**
 * React runs the effects of the last render before it starts the next one: a render inside act()
 * leaves the indicator in the state its effects lead to ('All sent' shown and its timer started, or
 * not), with no wait on the clock.
 */
const settle = (rerender: (ui: ReactElement) => void) => rerender(<NetworkIndicator />);

/** Polls `check` on the real clock (vi.waitFor would also move the faked one). */
const realSetTimeout = globalThis.setTimeout;
async function untilReal(check: () => void, timeoutMs = 3000): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      return check();
    } catch (err) {
      if (performance.now() - start > timeoutMs) throw err;
      await new Promise((r) => realSetTimeout(r, 10));
    }
  }
}

beforeEach(async () => {
  await db.outbox.clear();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  setOutboxUser(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('NetworkIndicator', () => {
  it("says 'Offline' in words, not only by colour", async () => {
    render(<NetworkIndicator />);
    expect(indicator().textContent).toBe('Offline');
    expect(screen.getByText('Offline').className).not.toMatch(/(^|\s)hidden(\s|$)/);
    expect(indicator().getAttribute('aria-label')).toBe('Offline. 0 writes waiting to be sent. Open the Sync panel.');
  });

  it("idle and online, says 'Online' in words on a phone too, not only a green dot", async () => {
    online = true;
    render(<NetworkIndicator />);
    expect(indicator().textContent).toBe('Online');
    expect(screen.getByText('Online').className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("counts waiting writes with plurals: '1 waiting', '2 waiting'", async () => {
    const first = item({});
    await db.outbox.add(first);
    render(<NetworkIndicator />);
    expect((await screen.findByTestId('outbox-count')).textContent).toBe('1 waiting');
    await db.outbox.add(item({ labelValues: { subject: 'Second' } }));
    await waitFor(() => expect(screen.getByTestId('outbox-count').textContent).toBe('2 waiting'));
    expect(indicator().textContent).toBe('Offline2 waiting');
    expect(indicator().getAttribute('aria-label')).toMatch(/Open the Sync panel\.$/);
  });

  it("shows 'All sent' for ALL_SENT_MS once the last waiting write went out, then not", async () => {
    const waiting = [item({}), item({ labelValues: { subject: 'Second' } })];
    await db.outbox.bulkAdd(waiting);
    const { rerender } = render(<NetworkIndicator />);
    await screen.findByText('2 waiting');
    goOnline();
    await db.outbox.update(waiting[0].id, { status: 'done' });
    await screen.findByText('1 waiting');
    expect(screen.queryByText('All sent')).toBeNull();

    // Only setTimeout is faked: IndexedDB (setImmediate) and React's scheduler keep real time, and
    // the 'All sent' timer moves only when the test moves the clock, however busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await db.outbox.update(waiting[1].id, { status: 'done' });
    await untilReal(() => expect(screen.getByText('All sent')).toBeTruthy());
    expect(screen.queryByTestId('outbox-count')).toBeNull();
    settle(rerender);
    act(() => vi.advanceTimersByTime(ALL_SENT_MS - 1));
    expect(screen.getByText('All sent')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('All sent')).toBeNull();
  });

  it("does not say 'All sent' when the last write was refused", async () => {
    const refused = item({});
    await db.outbox.add(refused);
    const { rerender } = render(<NetworkIndicator />);
    await screen.findByText('1 waiting');
    goOnline();
    await db.outbox.update(refused.id, { status: 'failed', lastError: 'This event is full' });
    await waitFor(() => expect(screen.queryByTestId('outbox-count')).toBeNull());
    settle(rerender);
    expect(indicator().textContent).toBe('Online');
    expect(screen.queryByText('All sent')).toBeNull();
  });
});

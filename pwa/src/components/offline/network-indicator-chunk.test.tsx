import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { NetworkIndicator } from './network-indicator';

// The Sync panel's chunk, as a phone that went offline before its service worker had it: not there
// the first time, there the next.
const chunk = vi.hoisted(() => ({ reachable: false }));
vi.mock('./sync-panel', async (importOriginal) => {
  const real = await importOriginal<typeof import('./sync-panel')>();
  return {
    get SyncPanel() {
      if (!chunk.reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return real.SyncPanel;
    },
  };
});
afterEach(() => vi.restoreAllMocks());

describe('NetworkIndicator, when the Sync panel cannot be fetched', () => {
  it("says 'No connection', and the next tap tries again and opens it", async () => {
    render(
      <>
        <NetworkIndicator />
        <Toaster navigate={() => undefined} />
      </>,
    );
    fireEvent.click(await screen.findByTestId('network-indicator'));
    expect(await screen.findByText('No connection')).toBeTruthy();
    expect(screen.queryByTestId('sync-panel')).toBeNull();
    chunk.reachable = true;
    fireEvent.click(screen.getByTestId('network-indicator'));
    expect(await screen.findByTestId('sync-panel')).toBeTruthy();
  });
});

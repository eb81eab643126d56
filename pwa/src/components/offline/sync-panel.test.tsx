import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/db';
import { outboxItem } from '@/lib/outbox-item.test-utils';
import { metaKey } from '@/lib/mirror-store';
import { setOutboxUser } from '@/lib/outbox';
import { NetworkIndicator } from './network-indicator';

const item = outboxItem;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.meta.clear()]);
  // Offline, so that nothing here is really sent by the replays the outbox starts.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  setOutboxUser(null);
});
afterEach(() => vi.restoreAllMocks());

describe('NetworkIndicator and SyncPanel', () => {
  it('counts waiting writes and lists them with status and error; Discard asks first', async () => {
    await db.outbox.bulkAdd([
      item({ labelValues: { subject: 'Waiting one' }, attempts: 2, lastError: 'network' }),
      item({ labelValues: { subject: 'Refused one' }, status: 'failed', attempts: 1, lastError: 'This event is full' }),
      item({ labelValues: { subject: 'Sent one' }, status: 'done' }),
    ]);
    await db.meta.put({ key: metaKey('events'), lastRefreshedAt: new Date(2026, 0, 5, 9, 30).getTime() });
    render(<NetworkIndicator />);
    expect(await screen.findByText('1 waiting')).toBeTruthy();

    fireEvent.click(screen.getByTestId('network-indicator'));
    const panel = await screen.findByTestId('sync-panel');
    expect(await within(panel).findByText('Contact message: Waiting one')).toBeTruthy();
    expect(within(panel).getByText('Contact message: Refused one')).toBeTruthy();
    expect(within(panel).queryByText('Contact message: Sent one')).toBeNull();
    expect(within(panel).getByText('· No connection', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('· This event is full', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('Last refreshed: Jan 5, 2026, 9:30 AM')).toBeTruthy();

    const refused = within(panel).getByText('Contact message: Refused one').closest('li')!;
    fireEvent.click(within(refused).getByRole('button', { name: 'Discard' }));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(within(confirm).getByText('Discard this write?')).toBeTruthy();
    expect(await db.outbox.count()).toBe(3); // nothing gone before the answer
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(panel).queryByText('Contact message: Refused one')).toBeNull());
    expect(await db.outbox.count()).toBe(2);
  });

  it("shows the signed-in user's writes and anonymous ones, never another person's on the same phone", async () => {
    await db.outbox.bulkAdd([
      item({ labelValues: { subject: 'Mine' }, userKey: '7' }),
      item({ labelValues: { subject: 'Anonymous' } }),
      item({ labelValues: { subject: 'Someone else' }, userKey: '8', status: 'failed', lastError: 'Nope' }),
    ]);
    setOutboxUser('7');
    render(<NetworkIndicator />);
    expect(await screen.findByText('2 waiting')).toBeTruthy();
    expect(screen.getByTestId('network-indicator').getAttribute('aria-label')).toBe('Offline. 2 writes waiting to be sent. Open the Sync panel.');
    fireEvent.click(screen.getByTestId('network-indicator'));
    const panel = await screen.findByTestId('sync-panel');
    expect(await within(panel).findByText('Contact message: Mine')).toBeTruthy();
    expect(within(panel).getByText('Contact message: Anonymous')).toBeTruthy();
    expect(within(panel).queryByText('Contact message: Someone else')).toBeNull();
  });

  it('offers no Discard while a write is on its way', async () => {
    await db.outbox.add(item({ status: 'sending' }));
    render(<NetworkIndicator />);
    fireEvent.click(await screen.findByTestId('network-indicator'));
    const row = await within(await screen.findByTestId('sync-panel')).findByTestId('sync-item');
    expect(within(row).queryByRole('button', { name: 'Discard' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('network-indicator').getAttribute('aria-label')).toBe('Offline. 1 write waiting to be sent. Open the Sync panel.'),
    );
  });

  it('closing the Discard question (Escape, Cancel) leaves the Sync panel open', async () => {
    await db.outbox.add(item({ labelValues: { subject: 'Keep me' } }));
    render(<NetworkIndicator />);
    fireEvent.click(await screen.findByTestId('network-indicator'));
    const panel = await screen.findByTestId('sync-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Discard' }));
    // The browser fires 'close' on the question's own dialog; React passes it up the tree.
    fireEvent(screen.getByTestId('confirm-dialog'), new Event('close'));
    await waitFor(() => expect(within(screen.getByTestId('confirm-dialog')).queryByRole('heading')).toBeNull());
    expect(within(panel).getByText('Contact message: Keep me')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { db, type OutboxItem } from '@/lib/db';
import { metaKey } from '@/lib/mirror';
import { NetworkIndicator } from './network-indicator';

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: crypto.randomUUID(),
  method: 'POST',
  url: '/api/contact',
  body: {},
  createdAt: Date.now(),
  attempts: 0,
  lastError: null,
  status: 'pending',
  userKey: 'anon',
  label: 'contact:outboxLabel',
  labelValues: { subject: 'Hello' },
  nextAttemptAt: 0,
  ...over,
});

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.meta.clear()]);
});

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
    const panel = screen.getByTestId('sync-panel');
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
});

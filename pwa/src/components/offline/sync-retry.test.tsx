import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { db, type OutboxItem } from '@/lib/db';
import { outboxItem } from '@/lib/outbox-item.test-utils';
import { setOutboxUser } from '@/lib/outbox';
import { NetworkIndicator } from './network-indicator';

/** Refused writes the device no longer keeps whole (lib/outbox-hygiene.ts), in the Sync panel. */
const refused = (over: Partial<OutboxItem>): OutboxItem =>
  outboxItem({
    url: '/api/auth/register',
    body: { firstName: 'Rafi', email: 'rafi@example.com' },
    createdAt: Date.now() - 2 * 24 * 60 * 60 * 1000,
    attempts: 1,
    lastError: 'Email already registered',
    status: 'failed',
    label: 'join:outboxLabel',
    labelValues: { email: 'rafi@example.com' },
    ...over,
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await db.outbox.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  setOutboxUser(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openRow(): Promise<HTMLElement> {
  render(<NetworkIndicator />);
  fireEvent.click(await screen.findByTestId('network-indicator'));
  return within(await screen.findByTestId('sync-panel')).findByTestId('sync-item');
}

describe('Sync panel: refused writes kept without their content', () => {
  it('asks for the password again before sending a refused Join whose password was dropped', async () => {
    const join = refused({ bodyDropped: 'password' });
    await db.outbox.add(join);
    fireEvent.click(within(await openRow()).getByRole('button', { name: 'Retry' }));

    const dialog = screen.getByTestId('retry-password-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Password needed' })).toBeTruthy();
    const field = within(dialog).getByLabelText('Password');
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'a-new-secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'rafi@example.com', password: 'a-new-secret' });
  });

  it('shows a write refused over 30 days ago as one that cannot be retried (Discard stays)', async () => {
    await db.outbox.add(refused({ url: '/api/contact', body: null, bodyDropped: 'all', label: 'contact:outboxLabel', labelValues: { subject: 'Hello' } }));
    const row = await openRow();
    expect(within(row).getByText('Refused over 30 days ago: its content is no longer kept, so it cannot be retried.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Discard' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { calendarFeedMirror } from '../calendar-feed.mirror';
import { CalendarFeedSetting } from '../components/calendar-feed-setting';
import { testUser } from '@/test/fixtures/users';

const user = testUser({ id: 31, email: 'rafi@club.test', firstName: 'Rafi', lastName: 'Ahmed', role: 'participant', createdAt: '2026-01-05T08:00:00.000Z' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const FIRST = 'https://club.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'https://club.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

/** A server holding one feed address (or none); POST makes the next one, DELETE removes it. */
function server(initial: string | null, opts: { renewSuggested?: boolean } = {}) {
  let url = initial;
  let renewSuggested = opts.renewSuggested ?? false;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (String(input) !== '/api/calendar-feed') return json(404, { message: 'Not found', code: 'not_found' });
    calls.push(method);
    if (method !== 'GET') renewSuggested = false;
    if (method === 'POST') url = url === FIRST ? SECOND : FIRST;
    if (method === 'DELETE') url = null;
    return json(200, method === 'GET' ? { url, renewSuggested } : { message: 'ok', url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, current: () => url };
}

const renderSetting = () =>
  render(
    <AuthProvider initialUser={user}>
      <CalendarFeedSetting />
    </AuthProvider>,
  );
const address = () => screen.findByRole('textbox', { name: 'Your calendar feed address' }) as Promise<HTMLInputElement>;

beforeEach(async () => {
  await db.me.clear();
  await db.outbox.clear();
  resetToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CalendarFeedSetting', () => {
  it('without a feed offers Create; creating shows the absolute address and keeps it for this user', async () => {
    const srv = server(null);
    renderSetting();
    expect(await screen.findByText('You have no calendar feed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create feed address' }));
    expect((await address()).value).toBe(FIRST);
    expect(srv.calls).toContain('POST');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Calendar feed address created'));
    expect(await calendarFeedMirror.read(user.id)).toMatchObject({ value: { url: FIRST, renewSuggested: false } });
  });

  it('Copy puts the address on the clipboard', async () => {
    server(FIRST);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSetting();
    await address();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FIRST));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Address copied'));
  });

  it('without a clipboard the address is selected for copying by hand', async () => {
    server(FIRST);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderSetting();
    const input = await address();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(getToasts()[0]?.title).toMatch(/Could not copy|Address copied/));
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, FIRST.length]);
  });

  it('Revoke asks first: Keep it changes nothing, Yes revokes and offers Create again', async () => {
    const srv = server(FIRST);
    renderSetting();
    await address();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke your calendar feed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(srv.calls).not.toContain('DELETE');
    expect((await address()).value).toBe(FIRST);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke your calendar feed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByRole('button', { name: 'Create feed address' })).toBeTruthy();
    expect(srv.calls).toContain('DELETE');
    expect(srv.current()).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('New address asks first, then shows the new one', async () => {
    server(FIRST);
    renderSetting();
    await address();
    fireEvent.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(async () => expect((await address()).value).toBe(SECOND));
  });

  it('an address made before Sign out everywhere or a password change: suggests a new one, until it is made', async () => {
    const hint = /You signed out everywhere or changed your password since this address was made/;
    server(FIRST, { renewSuggested: true });
    renderSetting();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect((await address()).value).toBe(FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(async () => expect((await address()).value).toBe(SECOND));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('an address without that history shows no such line', async () => {
    server(FIRST);
    renderSetting();
    await address();
    expect(screen.queryByText(/signed out everywhere/)).toBeNull();
  });

  it('a replayed create answers without the address: it is read from the server', async () => {
    let url: string | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          url = FIRST;
          return json(200, { message: 'Calendar feed created' }); // a replay keeps no address
        }
        return json(200, { url });
      }),
    );
    renderSetting();
    fireEvent.click(await screen.findByRole('button', { name: 'Create feed address' }));
    expect((await address()).value).toBe(FIRST);
  });

  it('an address stored for another user of this phone is never shown', async () => {
    await db.me.put({ key: calendarFeedMirror.key, value: { userId: 999, url: SECOND } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderSetting();
    await waitFor(() => expect(screen.getByTestId('calendar-feed-setting').textContent).toMatch(/Loading…|Needs an internet connection/));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('calendar-feed-setting').textContent).not.toContain(SECOND);
  });
});

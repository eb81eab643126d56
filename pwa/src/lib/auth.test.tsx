import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth';
import { db } from './db';
import { getOutboxUser, setOutboxUser } from './outbox';
import { notifyOutboxUnauthorized } from './outbox-listeners';
import { testUser } from '@/test/fixtures/users';

const USER = testUser();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
function Who() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'loading' : (user?.email ?? 'nobody')}</p>;
}
const renderWho = () =>
  render(
    <AuthProvider>
      <Who />
    </AuthProvider>,
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  setOutboxUser(null);
  fetchMock = vi.fn(async () => json(200, USER));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'club.signed_in=1; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('asking who is signed in', () => {
  it('does not ask the server (no 401 in the console) when nobody signed in on this browser', async () => {
    document.cookie = 'club.signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    renderWho();
    expect(await screen.findByText('nobody')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still asks when the device remembers someone (a session from before the marker)', async () => {
    document.cookie = 'club.signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await db.me.put({ key: 'currentUser', value: USER });
    renderWho();
    expect(await screen.findByText(USER.email)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('offline, with a user remembered on the device', () => {
  const unmarked = () => (document.cookie = 'club.signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  beforeEach(async () => {
    await db.me.put({ key: 'currentUser', value: USER });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  });

  it('signs them in while the marker says the browser has a session', async () => {
    renderWho();
    expect(await screen.findByText(USER.email)).toBeTruthy();
  });

  it('shows nobody once the marker is gone (signed out, then offline before the device forgot them)', async () => {
    unmarked();
    renderWho();
    expect(await screen.findByText('nobody')).toBeTruthy();
    // Kept, not trusted: back online, the server is asked again (a marker that expired before its session).
    expect(await db.me.get('currentUser')).toBeTruthy();
  });
});

describe('AuthProvider and the outbox', () => {
  it('tells the outbox who is signed in, on any route', async () => {
    renderWho();
    expect(await screen.findByText(USER.email)).toBeTruthy();
    await waitFor(() => expect(getOutboxUser()).toBe(String(USER.id)));
  });

  it('asks the server again when a queued write met a 401, and signs out if the session ended', async () => {
    renderWho();
    await screen.findByText(USER.email);
    fetchMock.mockResolvedValue(json(401, { message: 'Please log in', code: 'unauthorized' }));
    notifyOutboxUnauthorized();
    expect(await screen.findByText('nobody')).toBeTruthy();
    await waitFor(() => expect(getOutboxUser()).toBe('anon'));
    expect(await db.me.get('currentUser')).toBeUndefined();
  });
});

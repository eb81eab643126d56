import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider, useAuth } from './auth';
import { db } from './db';
import { getOutboxUser, setOutboxUser } from './outbox';
import { notifyOutboxUnauthorized } from './outbox-listeners';

const USER: CurrentUser = {
  id: 3,
  email: 'member@club.test',
  firstName: 'Nusrat',
  lastName: 'Jahan',
  phone: null,
  role: 'member',
  createdAt: '2025-01-01T00:00:00.000Z',
  applicationStatus: 'approved',
  appliedAt: null,
  approvedAt: null,
  age: null,
  address: null,
  motivation: null,
  profileImageUrl: null,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
function Who() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'loading' : (user?.email ?? 'nobody')}</p>;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  setOutboxUser(null);
  fetchMock = vi.fn(async () => json(200, USER));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider and the outbox', () => {
  it('tells the outbox who is signed in, on any route', async () => {
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText(USER.email)).toBeTruthy();
    await waitFor(() => expect(getOutboxUser()).toBe(String(USER.id)));
  });

  it('asks the server again when a queued write met a 401, and signs out if the session ended', async () => {
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText(USER.email);
    fetchMock.mockResolvedValue(json(401, { message: 'Please log in', code: 'unauthorized' }));
    notifyOutboxUnauthorized();
    expect(await screen.findByText('nobody')).toBeTruthy();
    await waitFor(() => expect(getOutboxUser()).toBe('anon'));
    expect(await db.me.get('currentUser')).toBeUndefined();
  });
});

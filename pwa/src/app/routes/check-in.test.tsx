import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { VOLUNTEER } from '@/features/check-in/__tests__/fixtures';
import { AuthProvider, signInWithProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import CheckInRoute from './check-in';

vi.mock('@/lib/auth', async (original) => ({ ...(await original<typeof import('@/lib/auth')>()), signInWithProvider: vi.fn() }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderRoute(user: CurrentUser | null) {
  return render(
    <MemoryRouter>
      <AuthProvider initialUser={user}>
        <CheckInRoute />
      </AuthProvider>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await db.me.clear();
  resetToasts();
  vi.mocked(signInWithProvider).mockClear();
  vi.stubGlobal('fetch', async () => json(200, []));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/check-in access', () => {
  it("signed out: 'Unauthorized', then /api/login after 500 ms", () => {
    vi.useFakeTimers();
    renderRoute(null);
    expect(getToasts()[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    act(() => vi.advanceTimersByTime(499));
    expect(signInWithProvider).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(signInWithProvider).toHaveBeenCalledTimes(1);
  });

  it('signed in without the checkin permission: a clear message on the page, no redirect', async () => {
    renderRoute({ ...VOLUNTEER, role: 'member', permissions: [] });
    expect(await screen.findByRole('heading', { name: 'Check-in is for volunteers' })).toBeTruthy();
    expect(screen.queryByTestId('checkin-event')).toBeNull();
    expect(getToasts()).toHaveLength(0);
    expect(signInWithProvider).not.toHaveBeenCalled();
  });

  it('volunteers with the permission and admins get the page', async () => {
    const first = renderRoute(VOLUNTEER);
    expect(await screen.findByRole('heading', { name: 'Check-in', level: 1 })).toBeTruthy();
    first.unmount();
    renderRoute({ ...VOLUNTEER, role: 'admin', permissions: [] });
    expect(await screen.findByRole('heading', { name: 'Check-in', level: 1 })).toBeTruthy();
  });
});

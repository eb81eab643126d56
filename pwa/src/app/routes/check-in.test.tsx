import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { CurrentUser } from '@shared/schemas/users';
import { getToasts } from '@/components/ui/toast-store';
import { VOLUNTEER } from '@/features/check-in/__tests__/fixtures';
import { signInWithProvider } from '@/lib/auth';
import CheckInRoute from './check-in';
import { json, renderRoute as renderGuardedRoute, withCleanDevice } from './__tests__/guarded-route';

vi.mock('@/lib/auth', async (original) => ({ ...(await original<typeof import('@/lib/auth')>()), signInWithProvider: vi.fn() }));

const renderRoute = (user: CurrentUser | null) => renderGuardedRoute(CheckInRoute, user);

withCleanDevice();
beforeEach(() => {
  vi.stubGlobal('fetch', async () => json(200, []));
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

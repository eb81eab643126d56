import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { CurrentUser } from '@shared/schemas/users';
import { getToasts } from '@/components/ui/toast-store';
import { PARTICIPANT, reg } from '@/features/participant-dashboard/__tests__/fixtures';
import { signInWithProvider } from '@/lib/auth';
import ParticipantDashboardRoute from './participant-dashboard';
import { json, renderRoute as renderGuardedRoute, withCleanDevice } from './__tests__/guarded-route';

vi.mock('@/lib/auth', async (original) => ({ ...(await original<typeof import('@/lib/auth')>()), signInWithProvider: vi.fn() }));

const renderRoute = (user: CurrentUser | null) => renderGuardedRoute(ParticipantDashboardRoute, user);

withCleanDevice();

describe('/participant-dashboard', () => {
  it("signed out: 'Unauthorized' / 'You are logged out. Logging in again...', then /api/login after 500 ms", () => {
    vi.useFakeTimers();
    renderRoute(null);
    expect(getToasts()[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    expect(screen.queryByTestId('participant-dashboard')).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(signInWithProvider).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(signInWithProvider).toHaveBeenCalledTimes(1);
  });

  it("shows the signed-in user's registrations from GET /api/event-registrations/mine", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/event-registrations/mine'
        ? json(200, { registrations: [reg({ eventTitle: 'Olympiad' }), reg({ eventTitle: 'Tree Drive', eventStatus: 'completed' })] })
        : json(404, {}),
    );
    renderRoute(PARTICIPANT);
    expect(await screen.findByText('Tree Drive')).toBeTruthy();
    expect(screen.getAllByTestId('participant-registration')).toHaveLength(2);
    expect(getToasts()).toHaveLength(0);
  });

  it('any signed-in role may open it, and sees only what was stored for them on this device', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/event-registrations/mine' ? json(200, { registrations: [reg({ eventTitle: 'Mine as a participant' })] }) : json(404, {}),
    );
    const first = renderRoute(PARTICIPANT);
    expect((await screen.findAllByTestId('participant-registration'))[0]!.textContent).toContain('Mine as a participant');
    first.unmount();

    // The next person on this phone, offline: the first user's rows stay hidden, and theirs were
    // never loaded here: said so, never 0 / 0 / 0 or 'No registrations yet'.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute({ ...PARTICIPANT, id: 99, role: 'member', firstName: 'Nusrat' });
    expect((await screen.findByTestId('participant-not-on-phone')).textContent).toBe('Not on this phone yet — connect once to see your registrations');
    expect(screen.queryByTestId('participant-stats')).toBeNull();
    expect(screen.queryByTestId('participant-registrations-empty')).toBeNull();
    expect(screen.queryByText('No upcoming events. Find one to join!')).toBeNull();
    expect(screen.queryByText('Mine as a participant')).toBeNull();
    expect(screen.getByTestId('participant-role').textContent).toBe('Member');
  });
});

/** What the tests of a route behind a sign-in guard share: the route inside the auth provider, a JSON answer, a clean device between tests. */
import type { ComponentType } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { resetToasts } from '@/components/ui/toast-store';
import { AuthProvider, signInWithProvider } from '@/lib/auth';
import { db } from '@/lib/db';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The route as signed in as `user` (null: signed out), at `path`. */
export function renderRoute(Route: ComponentType, user: CurrentUser | null, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider initialUser={user}>
        <Route />
      </AuthProvider>
    </MemoryRouter>,
  );
}

/**
 * Before each test: nobody remembered on the device, no toasts, the sign-in redirect's mock cleared
 * (the test file mocks `signInWithProvider`: vi.mock must stay in it). After: real timers, real fetch.
 */
export function withCleanDevice(): void {
  beforeEach(async () => {
    await db.me.clear();
    resetToasts();
    vi.mocked(signInWithProvider).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

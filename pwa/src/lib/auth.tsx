import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '@shared/schemas/users';
import { api } from './api-client';

/**
 * Who is signed in (public-site.md §4): GET /api/auth/user once at start-up, never retried;
 * any failure means signed out. `refresh()` re-reads it (after login or registration).
 */
export interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isMember: boolean;
  isParticipant: boolean;
  refresh: () => Promise<CurrentUser | null>;
}

const AuthContext = createContext<AuthState | null>(null);

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await api<CurrentUser | null>('/api/auth/user');
    return user && typeof user === 'object' && 'id' in user ? user : null;
  } catch {
    return null;
  }
}

export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: CurrentUser | null }) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser ?? null);
  const [isLoading, setLoading] = useState(initialUser === undefined);
  const started = useRef(initialUser !== undefined);

  const refresh = useCallback(async () => {
    const next = await fetchCurrentUser();
    setUser(next);
    setLoading(false);
    return next;
  }, []);

  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effects
    started.current = true;
    void refresh();
  }, [refresh]);

  const value = useMemo<AuthState>(() => {
    const role = user?.role;
    return {
      user,
      isLoading,
      isAuthenticated: user !== null,
      isAdmin: role === 'admin' || role === 'super_admin',
      isSuperAdmin: role === 'super_admin',
      isMember: role === 'member',
      isParticipant: role === 'participant',
      refresh,
    };
  }, [user, isLoading, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/** Provider sign-in and sign-out are full page loads to the server (public-site.md §7). */
export function signInWithProvider(): void {
  window.location.assign('/api/login');
}

export function signOut(): void {
  window.location.assign('/api/logout');
}

/** The name the header greets with: first name, else the e-mail. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}

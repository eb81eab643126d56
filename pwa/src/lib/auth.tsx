import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isAdminRole, isMemberRole, isParticipantRole, isSuperAdminRole } from '@shared/policies/roles';
import { sessionApi } from '@shared/api/session';
import type { CurrentUser } from '@shared/schemas/users';
import { adoptAccountLanguage } from './language-choice';
import { ApiError, call, hrefOf, NetworkError } from './api-client';
import { setAdminCacheOwner } from './admin-cache-owner';
import { audienceOf, setMirrorAudience } from './mirror';
import { onOutboxUnauthorized } from './outbox-listeners';
import { ANON, setTabUserValue } from './tab-user';
import { loadLater } from './load-later';
import { isServerRendered, laterDb, pastFirstSeconds } from './first-seconds';

/**
 * The database and the outbox load after the first paint (on a page the server rendered, after its
 * first seconds: first-seconds.ts): they are not in the critical JavaScript.
 */
const database = () => loadLater(laterDb);
/**
 * New writes carry the signed-in person at once (tab-user.ts); the device is told, and their
 * writes replayed, once the outbox has loaded (after a first visit's first seconds).
 */
const setOutboxUser = (id: number | null) => {
  const key = id == null ? ANON : String(id);
  const changed = setTabUserValue(key);
  void loadLater(() => pastFirstSeconds().then(() => import('./outbox'))).then((m) => {
    m.setOutboxUser(key);
    if (changed) void m.replay();
  });
};

/**
 * Who is signed in (public-site.md §4): GET /api/auth/user once at start-up, never retried;
 * a refusal means signed out. `refresh()` re-reads it (after login or registration).
 * Offline first: the last user the server confirmed is kept in Dexie (`me`, key 'currentUser'),
 * and when the server cannot be reached (no network, 5xx) that user is used while the signed-in
 * marker is there, so signed-in pages work offline. A refusal (401) forgets it; so does a 401 to
 * a queued write.
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

const CURRENT_USER_KEY = 'currentUser';

/** Dexie may be unavailable (private mode, quota): the cache is best effort. */
async function remember(user: CurrentUser | null): Promise<void> {
  try {
    const db = await database();
    if (user) await db.me.put({ key: CURRENT_USER_KEY, value: user });
    else await db.me.delete(CURRENT_USER_KEY);
  } catch {
    /* no cache */
  }
}

async function lastKnownUser(): Promise<CurrentUser | null> {
  try {
    const row = await (await database()).me.get(CURRENT_USER_KEY);
    return (row?.value as CurrentUser | undefined) ?? null;
  } catch {
    return null;
  }
}

/**
 * The readable marker the server sets at sign-in and clears at sign-out ('club.signed_in=1').
 * Without it, somebody is almost surely a visitor (the header shows the visitor's links while the
 * check runs, so they do not appear under a tap a moment later). False on the server.
 */
export const markedSignedIn = () => typeof document !== 'undefined' && /(?:^|;\s*)club\.signed_in=1/.test(document.cookie);

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // Nobody signed in on this browser (no marker, nobody remembered): no need to ask the server,
  // and no 401 in the console on every page a visitor opens. A page the server rendered came
  // online, where the remembered user (the offline stand-in) has nothing to stand in for.
  if (!markedSignedIn() && (isServerRendered() || !(await lastKnownUser()))) return null;
  try {
    const user = await call(sessionApi.user);
    await kept(remember(user));
    return user;
  } catch (err) {
    // Unreachable: the remembered user stands in, but only while the marker says this browser
    // still has a session. Without it the session ended (sign-out clears it), perhaps before the
    // page that would have forgotten the user had finished: a shared phone taken offline at once.
    // Anything else (a refusal, an answer that is not a user) means signed out.
    if (err instanceof NetworkError || (err instanceof ApiError && err.status >= 500)) return markedSignedIn() ? lastKnownUser() : null;
    await kept(remember(null));
    return null;
  }
}

/** Waits for the device's copy of the user, except on a page the server rendered: there it is kept after the first seconds. */
const kept = (remembering: Promise<void>) => (isServerRendered() ? undefined : remembering);

export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: CurrentUser | null }) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser ?? null);
  const [isLoading, setLoading] = useState(initialUser === undefined);
  const started = useRef(initialUser !== undefined);

  const settle = useCallback((next: CurrentUser | null) => {
    setUser(next);
    setLoading(false);
  }, []);
  const refresh = useCallback(async () => {
    const next = await fetchCurrentUser();
    settle(next);
    return next;
  }, [settle]);

  useEffect(() => {
    if (started.current) return; // once, even under StrictMode's double effects
    started.current = true;
    // The first answer re-renders whatever reads the sign-in (the header, the page): as a
    // transition, which React renders in slices, so a phone's main thread is never held for long.
    void fetchCurrentUser().then((next) => startTransition(() => settle(next)));
  }, [settle]);

  // The outbox tags new writes with the signed-in user and replays only theirs (and anonymous
  // ones): told here, so that it holds on every route, /dashboard too (it has no header).
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isLoading) setOutboxUser(userId);
    setAdminCacheOwner(userId);
  }, [isLoading, userId]);

  // Someone signed in here for the first time: the app takes the language on their account.
  useEffect(() => {
    if (!isLoading && user) adoptAccountLanguage(user);
  }, [isLoading, user]);

  // Lists on the device are kept per audience: what an admin loaded is dropped when a visitor or
  // member takes the phone, and every list on screen refreshes for whoever is signed in now.
  const audience = audienceOf(user?.role);
  useEffect(() => {
    if (!isLoading) void setMirrorAudience(audience).catch(() => undefined);
  }, [isLoading, audience]);

  // A queued write met a 401: the session ended (say, the app started offline with the
  // remembered user). Ask again, so the app shows who is really signed in.
  useEffect(() => onOutboxUnauthorized(() => void refresh()), [refresh]);

  const value = useMemo<AuthState>(() => {
    const role = user?.role;
    return {
      user,
      isLoading,
      isAuthenticated: user !== null,
      isAdmin: isAdminRole(role),
      isSuperAdmin: isSuperAdminRole(role),
      isMember: isMemberRole(role),
      isParticipant: isParticipantRole(role),
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
  window.location.assign(hrefOf(sessionApi.login));
}

/** The longest signing out waits for this phone's push subscription to end (offline it never holds it up). */
const PUSH_OFF_WAIT_MS = 2000;

/** This phone stops notifying whoever signs out here: best effort, and loaded only now (it is not first-load code). */
const turnPushOffHere = () =>
  Promise.race([
    loadLater(() => import('./push-subscription')).then((m) => m.turnPushOff()),
    new Promise((resolve) => setTimeout(resolve, PUSH_OFF_WAIT_MS)),
  ]).catch(() => undefined);

/**
 * Sign-out submits a form: a POST (another site cannot sign people out with a link or an
 * image) and a full page load, as the spec's /api/logout is. First this phone's push
 * subscription ends, for that user (the server also removes the one this session saved).
 */
export function signOut(): void {
  void turnPushOffHere().then(submitSignOut);
}

function submitSignOut(): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = hrefOf(sessionApi.logout);
  form.hidden = true;
  document.body.append(form);
  form.submit();
}

/** The name the header greets with: first name, else the e-mail. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}

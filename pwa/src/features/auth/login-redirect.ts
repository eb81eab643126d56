import { homePathOf } from '@shared/policies/roles';
import type { Role } from '@shared/roles';

/** How long after a successful login the app navigates (public-site.md §9: about 100 ms). */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** The query parameter naming where to go back to after logging in: /login?next=%2Fevents. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'http://club.invalid';
/** Pages that make no sense to come back to after logging in. */
const NOT_AFTER_LOGIN = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/**
 * A return path that is safe to follow: a path inside this app (never another site, such as
 * '//evil.example' or 'https://...'), else null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f]/.test(raw)) return null;
  try {
    const url = new URL(raw, ORIGIN);
    if (url.origin !== ORIGIN || NOT_AFTER_LOGIN.has(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page that comes back to `next` afterwards. */
export function loginPathFor(next: string): string {
  return `/login?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/**
 * Where a user lands after logging in: the page they were sent from (?next=), else admins and
 * members on their dashboards, others on '/'.
 */
export function pathAfterLogin(role: Role | null | undefined, next?: string | null): string {
  const back = safeNextPath(next);
  if (back) return back;
  return homePathOf(role);
}

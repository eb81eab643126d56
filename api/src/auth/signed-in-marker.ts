import type { Context } from 'koa';
import { LIMITS } from '../../../shared/limits';

/**
 * A harmless, readable cookie ('club.signed_in=1') that says only "this browser has a session":
 * set at sign-in, cleared at sign-out and whenever the session turns out to be gone. The app
 * reads it to skip asking GET /api/auth/user (and the 401 that answers a visitor) when nobody
 * is signed in. It grants nothing: the session itself stays in the HttpOnly cookie.
 */
export const SIGNED_IN_MARKER = 'club.signed_in';

export function markSignedIn(ctx: Context): void {
  ctx.cookies.set(SIGNED_IN_MARKER, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: LIMITS.sessionIdleMs,
    overwrite: true,
    signed: false,
  });
}

export function clearSignedIn(ctx: Context): void {
  if (ctx.cookies.get(SIGNED_IN_MARKER)) ctx.cookies.set(SIGNED_IN_MARKER, null, { httpOnly: false, sameSite: 'lax', overwrite: true, signed: false });
}

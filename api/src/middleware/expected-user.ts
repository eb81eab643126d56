import type { Middleware } from 'koa';
import { AppError } from '../lib/errors';
import type { AppState } from './auth';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A queued write names the user it was made by (X-Expected-User: their id, or 'anon'). If the
 * session says someone else — another tab signed in as another person on a shared phone, or the
 * session ended — the write is refused with 401 'session_mismatch' before anything runs or is
 * recorded under its key, and the outbox keeps it until its author is signed in again.
 */
export const expectedUser: Middleware<AppState> = async (ctx, next) => {
  const expected = ctx.get('X-Expected-User');
  if (expected && WRITES.has(ctx.method)) {
    const actual = ctx.state.user ? String(ctx.state.user.id) : 'anon';
    if (actual !== expected) {
      throw new AppError(
        401,
        'session_mismatch',
        'This write was made by another account than the one signed in now. It waits until its author signs in again.',
        {
          'X-Expected-User': 'Not the signed-in account',
        },
      );
    }
  }
  await next();
};

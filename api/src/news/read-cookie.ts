import type { Context } from 'koa';

const COOKIE = 'club.read';
const KEEP = 100;

/**
 * Whether this browser read the article before; if not, remembers it. The article ids live in a
 * small signed cookie, so reading news as a visitor never creates a session row.
 */
export function readBefore(ctx: Context, id: number): boolean {
  const read = (ctx.cookies.get(COOKIE, { signed: true }) ?? '')
    .split('.')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (read.includes(id)) return true;
  ctx.cookies.set(COOKIE, [...read, id].slice(-KEEP).join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/api/news',
    maxAge: 30 * 24 * 60 * 60 * 1000,
    overwrite: true,
  });
  return false;
}

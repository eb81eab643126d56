import type { Context, Middleware } from 'koa';
import { type AppState, SAFE_METHODS } from './auth';

/**
 * Never written to any cache, a browser's included: an answer that depends on who is signed in
 * or carries personal data. A shared phone's HTTP cache then holds nothing of it after sign-out
 * (the app's own copy in IndexedDB is kept per user and cleared with them). The ETag stays: the
 * app sends If-None-Match from that copy itself (pwa/src/lib/mirror-store.ts), and gets its 304.
 */
export const NO_STORE = 'no-store';

/** Kept, and checked with the server (ETag) before every use: an answer the same for every visitor. */
export const REVALIDATE = 'private, no-cache';

const sameForEveryone = new WeakSet<object>();

/**
 * A route says its answer is the one every visitor gets, even to someone signed in (a public list
 * for a participant): browsers may keep it. Anything not marked is `no-store` for a signed-in caller.
 */
export function answerSameForEveryone(ctx: Context): void {
  sameForEveryone.add(ctx);
  ctx.set('Cache-Control', REVALIDATE);
}

/** A write's answer (a visitor's registration carries its cancel link), or a read for someone signed in that no route marked as everyone's. */
const personal = (ctx: Context & { state: AppState }) => !SAFE_METHODS.has(ctx.method) || (ctx.state.user !== undefined && !sameForEveryone.has(ctx));

/**
 * The default for every /api answer, errors included: `no-store` when it is personal (above),
 * whatever the route set. A visitor's read keeps what the route (or middleware/etag.ts) set.
 */
export const cachePolicy: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } finally {
    if ((ctx.path === '/api' || ctx.path.startsWith('/api/')) && personal(ctx) && !/\bno-store\b/.test(ctx.response.get('Cache-Control'))) {
      ctx.set('Cache-Control', NO_STORE);
    }
  }
};

import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import { REVALIDATE } from './cache-policy';

/**
 * Cheap refreshes: every JSON answer to a GET under /api carries an ETag; a request whose
 * If-None-Match matches gets a bodiless 304. A visitor's answer is kept and always revalidated;
 * one for someone signed in is made no-store by cache-policy.ts, which runs around this.
 */
export const etag: Middleware = async (ctx, next) => {
  await next();
  if (ctx.method !== 'GET' || ctx.status !== 200 || !ctx.path.startsWith('/api/')) return;
  const body = ctx.body;
  if (body == null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const json = JSON.stringify(body);
  const tag = `W/"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  ctx.set('ETag', tag);
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', REVALIDATE);
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  const candidates = ctx.get('If-None-Match').split(',').map(weak);
  if (candidates.includes(weak(tag)) || candidates.includes('*')) {
    ctx.status = 304;
    ctx.body = null;
  } else {
    ctx.body = json;
    ctx.type = 'application/json';
  }
};

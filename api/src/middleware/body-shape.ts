import type { Middleware } from 'koa';
import { AppError } from '../lib/errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Deeper than any input of ours (custom questions are 4 levels); deeper bodies are refused. */
export const MAX_BODY_DEPTH = 32;

const bodyProblem = (status: 400 | 415, message: string) =>
  new AppError(status, status === 415 ? 'unsupported_media_type' : 'bad_request', message, { body: message });

/** True when a value nests objects/arrays deeper than max (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v as object)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * After the body parser: a write to the API carries a JSON object (or a form, or multipart for
 * the upload routes, which read it themselves). Any other content type is a 415, a JSON value
 * that is not an object a 400, a body nested deeper than MAX_BODY_DEPTH a 400 — each naming the
 * body, before any handler or the idempotency fingerprint touches it.
 */
export const bodyShape: Middleware = async (ctx, next) => {
  if (!WRITES.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
  const hasBody = ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '';
  if (hasBody && !ctx.is('json', 'urlencoded', 'multipart')) {
    throw bodyProblem(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  if (ctx.is('json') && hasBody) {
    const body = ctx.request.body as unknown;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw bodyProblem(400, 'The request body must be a JSON object');
    if (nestedDeeperThan(body, MAX_BODY_DEPTH)) throw bodyProblem(400, `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
  }
  await next();
};

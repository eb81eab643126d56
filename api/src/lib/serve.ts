import zlib from 'node:zlib';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AnswerOf, AnyEndpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf } from '../../../shared/api/endpoint';
import type { AppContext, AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { allow } from '../policies/roles.policy';

/** What a handler gets: the path's parameters, the query and the body, each parsed by the endpoint's schema. */
export interface Request<E> {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  input: ParsedBodyOf<E>;
}

/** A handler answers with the endpoint's output (set as the body), or sets ctx.body itself (files, redirects). */
export type Handler<E> = (ctx: AppContext, request: Request<E>) => Promise<AnswerOf<E> | void> | AnswerOf<E> | void;

/**
 * Answers are checked against the contract under test (vitest, or CHECK_API_ANSWERS=1): an answer
 * the app could not parse is a 500 there, never a surprise on a phone.
 */
const checkAnswers = !!process.env.VITEST || process.env.CHECK_API_ANSWERS === '1';

/** The answer as the app will read it: lists come from the list cache as JSON already serialised (and maybe compressed). */
function sentJson(ctx: AppContext): unknown {
  const body: unknown = ctx.body;
  if (typeof body === 'string') return JSON.parse(body);
  if (!Buffer.isBuffer(body)) return body;
  const encoding = ctx.response.get('Content-Encoding');
  const bytes = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
  return JSON.parse(bytes.toString());
}

const parsing = <T>(parser: { parse(v: unknown): T } | undefined, value: unknown): T => (parser ? (parse(parser as never, value) as T) : (undefined as T));

/**
 * Registers an endpoint of the contract (shared/api/) on a router whose prefix its path starts
 * with: its policy guard first, then `before` (e.g. "registrations are open"), then the handler.
 */
export function serve<E extends AnyEndpoint>(router: Router<AppState>, e: E, handler: Handler<E>): void;
export function serve<E extends AnyEndpoint>(router: Router<AppState>, e: E, before: Middleware<AppState>[], handler: Handler<E>): void;
export function serve<E extends AnyEndpoint>(router: Router<AppState>, e: E, a: Handler<E> | Middleware<AppState>[], b?: Handler<E>): void {
  const [before, handler] = Array.isArray(a) ? [a, b!] : [[], a];
  const prefix = router.opts.prefix ?? '';
  if (!e.path.startsWith(prefix)) throw new Error(`${e.method} ${e.path} is not under the router's ${prefix}`);
  const path = e.path.slice(prefix.length) || '/';
  const run: Middleware<AppState> = async (ctx) => {
    const request = {
      params: parsing(e.params, ctx.params),
      query: parsing(e.query, ctx.query),
      input: parsing(e.input, ctx.request.body),
    } as Request<E>;
    const answer = await handler(ctx, request);
    if (answer !== undefined) ctx.body = answer;
    if (checkAnswers && typeof e.output === 'object' && ctx.status < 300 && ctx.status !== 204) {
      try {
        e.output.parse(sentJson(ctx));
      } catch (err) {
        throw new Error(`${e.method} ${e.path} answered what its contract (shared/api/) does not allow: ${String(err)}`, { cause: err });
      }
    }
  };
  const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](path, allow[e.access], ...before, run);
}

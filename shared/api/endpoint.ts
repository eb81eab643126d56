/**
 * The contract between the app and the server: each endpoint's method, path, who may call it,
 * what it takes and what it answers. The server registers its routes from these
 * (api/src/lib/serve.ts: input parsed, answers checked against `output` in tests); the app calls
 * them through `call()` (pwa/src/lib/api-client.ts), which parses each answer. No zod import here:
 * endpoints the first load needs (the signed-in user, the settings) use small hand-written parsers.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: a rule of api/src/policies/roles.policy.ts. */
export type Access = 'anyone' | 'signedIn' | 'contributor' | 'admin' | 'checkin';

/** What the endpoint reads or answers: a zod schema, or anything with the same `parse`. */
export interface Parser<T> {
  parse(value: unknown): T;
}
/** A zod schema's input type (what a caller sends), when the parser is one; else what it parses to. */
type InputOf<P> = P extends { _zod: { input: infer I } } ? I : P extends Parser<infer T> ? T : never;
type OutputOf<P> = P extends Parser<infer T> ? T : never;

export interface Endpoint<
  Params extends Parser<unknown> | undefined = Parser<unknown> | undefined,
  Query extends Parser<unknown> | undefined = Parser<unknown> | undefined,
  Input extends Parser<unknown> | undefined = Parser<unknown> | undefined,
  Output extends Parser<unknown> | 'file' | 'redirect' = Parser<unknown> | 'file' | 'redirect',
> {
  method: Method;
  /** The full path, with `:name` parameters: `/api/events/:id`. */
  path: `/api/${string}`;
  access: Access;
  /** One line for the "who may call what" table (docs/api.md). */
  summary: string;
  params?: Params;
  query?: Query;
  /** The JSON (or multipart) body. */
  input?: Input;
  /** The JSON answer (2xx), or 'file' (CSV, ICS, a picture) / 'redirect' (a navigation, not a fetch). */
  output: Output;
}

export type AnyEndpoint = Endpoint<Parser<any> | undefined, Parser<any> | undefined, Parser<any> | undefined, Parser<any> | 'file' | 'redirect'>;

/** Declares an endpoint, keeping its exact parser types. */
export const endpoint = <
  Params extends Parser<unknown> | undefined = undefined,
  Query extends Parser<unknown> | undefined = undefined,
  Input extends Parser<unknown> | undefined = undefined,
  Output extends Parser<unknown> | 'file' | 'redirect' = 'file',
>(
  e: Endpoint<Params, Query, Input, Output>,
): Endpoint<Params, Query, Input, Output> => e;

/** What a caller sends: the path's parameters, the query, the body. */
export type ParamsOf<E> = E extends Endpoint<infer P, any, any, any> ? (P extends Parser<unknown> ? InputOf<P> : undefined) : never;
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any> ? (Q extends Parser<unknown> ? InputOf<Q> : undefined) : never;
export type BodyOf<E> = E extends Endpoint<any, any, infer I, any> ? (I extends Parser<unknown> ? InputOf<I> : undefined) : never;
/** What the server reads after parsing. */
export type ParsedParamsOf<E> = E extends Endpoint<infer P, any, any, any> ? (P extends Parser<unknown> ? OutputOf<P> : undefined) : never;
export type ParsedQueryOf<E> = E extends Endpoint<any, infer Q, any, any> ? (Q extends Parser<unknown> ? OutputOf<Q> : undefined) : never;
export type ParsedBodyOf<E> = E extends Endpoint<any, any, infer I, any> ? (I extends Parser<unknown> ? OutputOf<I> : undefined) : never;
/** The answer. */
export type AnswerOf<E> = E extends Endpoint<any, any, any, infer O> ? (O extends Parser<unknown> ? OutputOf<O> : Blob) : never;

/** `/api/events/:id` with `{ id: 3 }` -> `/api/events/3` (each value URL-encoded), plus the query. */
export function pathOf(e: Pick<AnyEndpoint, 'path'>, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const q = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return q.length ? `${path}?${new URLSearchParams(q.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : path;
}

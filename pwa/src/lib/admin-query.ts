/**
 * The admin dashboard's reads: online they come from the server; what was last loaded is kept
 * on the device (Dexie `adminCache`, per admin) so the dashboard still shows it offline, read
 * only and marked with the time it was loaded. Admins moderate online: writes are plain calls
 * (`adminWrite`), and after one the reads it touches load again (`invalidateAdmin`).
 *
 *   const users = useAdminQuery(usersApi.list);
 *   await adminWrite(usersApi.update, { params: { id: 4 }, body }); // reloads every /api/users* read
 *   await adminWrite(contactApi.mark, { params: { id }, body }, { invalidates: [contactApi.inbox] });
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerOf, type AnyEndpoint, pathOf } from '@shared/api/endpoint';
import { api, type ApiOptions, call, type CallRequest } from './api-client';
import { reportNetworkFailure, reportNetworkSuccess } from './network';

export interface AdminQuery<T> {
  data: T | undefined;
  /** Epoch ms when `data` came from the server (now, or earlier when it is the device's copy). */
  loadedAt: number | null;
  /** True while `data` is the device's copy because the server could not be reached. */
  stale: boolean;
  isLoading: boolean;
  error: unknown;
  reload: () => void;
}

const database = async () => (await import('./db')).db;
const listeners = new Set<(path: string) => void>();

/** Every read whose path starts with one of `prefixes` loads again. */
export function invalidateAdmin(...prefixes: string[]): void {
  for (const l of listeners) for (const p of prefixes) l(p);
}

let currentUserId: number | null = null;
/** Whose copies are read and written (lib/auth.tsx tells it). */
export function setAdminCacheOwner(userId: number | null): void {
  currentUserId = userId;
}

async function readCopy(path: string): Promise<{ value: unknown; loadedAt: number } | null> {
  try {
    const row = await (await database()).adminCache.get(path);
    return row && row.userId === currentUserId ? row : null;
  } catch {
    return null;
  }
}

async function keepCopy(path: string, value: unknown): Promise<void> {
  if (currentUserId === null) return;
  try {
    await (await database()).adminCache.put({ path, userId: currentUserId, loadedAt: Date.now(), value });
  } catch {
    /* best effort */
  }
}

/**
 * GET an endpoint of the contract (`request` null: nothing yet), falling back to the device's
 * copy when the server cannot be reached. The answer is parsed by the contract, the copy too.
 */
export function useAdminQuery<E extends AnyEndpoint>(e: E, request?: Pick<CallRequest<E>, 'params' | 'query'> | null): AdminQuery<AnswerOf<E>>;
/** @deprecated a path: being replaced by endpoints of the contract. */
export function useAdminQuery<T>(path: string | null): AdminQuery<T>;
export function useAdminQuery<T>(e: AnyEndpoint | string | null, request?: Pick<CallRequest<AnyEndpoint>, 'params' | 'query'> | null): AdminQuery<T> {
  const endpoint = typeof e === 'object' && e !== null ? e : null;
  const path =
    typeof e === 'string' || e === null
      ? e
      : request === null
        ? null
        : pathOf(e, request?.params as Record<string, unknown>, request?.query as Record<string, unknown>);
  const endpointRef = useRef(endpoint);
  endpointRef.current = endpoint;
  const requestRef = useRef(request);
  requestRef.current = request;
  const [state, setState] = useState<Omit<AdminQuery<T>, 'reload'>>({ data: undefined, loadedAt: null, stale: false, isLoading: path !== null, error: null });
  const [tick, setTick] = useState(0);
  const pathRef = useRef(path);
  pathRef.current = path;

  useEffect(() => {
    const onInvalidate = (prefix: string) => {
      if (pathRef.current?.startsWith(prefix)) setTick((n) => n + 1);
    };
    listeners.add(onInvalidate);
    return () => void listeners.delete(onInvalidate);
  }, []);

  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => ({ ...s, isLoading: true }));
    void (async () => {
      try {
        const value = endpointRef.current ? ((await call(endpointRef.current, requestRef.current ?? {})) as T) : await api<T>(path);
        reportNetworkSuccess();
        await keepCopy(path, value);
        if (live) setState({ data: value, loadedAt: Date.now(), stale: false, isLoading: false, error: null });
      } catch (err) {
        if (!isUnreachable(err)) {
          if (live) setState((s) => ({ ...s, isLoading: false, error: err }));
          return;
        }
        reportNetworkFailure();
        const copy = await readCopy(path);
        if (!live) return;
        const parsed =
          copy && endpointRef.current && typeof endpointRef.current.output === 'object' ? safely(endpointRef.current.output, copy.value) : copy?.value;
        if (copy && parsed !== undefined) setState({ data: parsed as T, loadedAt: copy.loadedAt, stale: true, isLoading: false, error: null });
        else setState((s) => ({ ...s, isLoading: false, error: err }));
      }
    })();
    return () => {
      live = false;
    };
  }, [path, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

/** The network or the server is down: show the device's copy rather than an error. */
function isUnreachable(err: unknown): boolean {
  const e = err as { name?: string; status?: number };
  return e?.name === 'NetworkError' || (typeof e?.status === 'number' && e.status >= 500);
}

/** A copy kept by an older version of the app may not fit the contract any more: then there is none. */
function safely(parser: { parse(v: unknown): unknown }, value: unknown): unknown {
  try {
    return parser.parse(value);
  } catch {
    return undefined;
  }
}

/** The reads an endpoint's path leads (`/api/users/:id` -> every `/api/users*` read). */
const readsOf = (e: AnyEndpoint) => e.path.split('/:')[0];

/**
 * An admin write (online only) to an endpoint of the contract, then the reads under `invalidates`
 * (endpoints: each reloads every read its path leads) load again; by default the write's own area.
 */
export async function adminWrite<E extends AnyEndpoint>(e: E, request?: CallRequest<E>, options?: { invalidates?: AnyEndpoint[] }): Promise<AnswerOf<E>>;
/** @deprecated a path: being replaced by endpoints of the contract. */
export async function adminWrite<T = { message?: string }>(path: string, options?: ApiOptions & { invalidates?: string[] }): Promise<T>;
export async function adminWrite(
  e: AnyEndpoint | string,
  a?: CallRequest<AnyEndpoint> | (ApiOptions & { invalidates?: string[] }),
  b?: { invalidates?: AnyEndpoint[] },
): Promise<unknown> {
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  if (typeof e === 'string') {
    const { invalidates, ...rest } = (a ?? {}) as ApiOptions & { invalidates?: string[] };
    const answer = await api(e, { ...rest, headers: { ...headers, ...rest.headers } });
    invalidateAdmin(...(invalidates ?? [firstSegments(e)]));
    return answer;
  }
  const answer = await call(e, (a ?? {}) as CallRequest<AnyEndpoint>, { headers });
  invalidateAdmin(...(b?.invalidates?.map(readsOf) ?? [firstSegments(e.path)]));
  return answer;
}

/** '/api/users/4/application-status' -> '/api/users' */
const firstSegments = (path: string) => path.split('?')[0].split('/').slice(0, 3).join('/');

/**
 * The admin scope of the device's copies (lib/scoped-copy.ts; the others: public lists in
 * lib/mirror.ts, each user's own answers in lib/own-mirror.ts). The admin dashboard's reads:
 * online they come from the server; what was last loaded is kept on the device (Dexie
 * `adminCache`, per admin) so the dashboard still shows it offline or while the server is down,
 * read only and marked with the time it was loaded. Admins moderate online: writes are plain
 * calls (`adminWrite`), and after one the reads it touches load again (`invalidateAdmin`).
 *
 *   const users = useAdminQuery(usersApi.list);
 *   await adminWrite(usersApi.update, { params: { id: 4 }, body }); // reloads every /api/users* read
 *   await adminWrite(contactApi.mark, { params: { id }, body }, { invalidates: [contactApi.inbox] });
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AnswerOf, type AnyEndpoint, pathOf } from '@shared/api/endpoint';
import { call, type CallRequest } from './api-client';
import { scopedCopies } from './scoped-copy';
import { adminCacheOwner, setAdminCacheOwner } from './admin-cache-owner';

export interface AdminQuery<T> {
  data: T | undefined;
  /** Epoch ms when `data` came from the server (now, or earlier when it is the device's copy). */
  loadedAt: number | null;
  /** True while `data` is the device's copy because the server could not be reached. */
  stale: boolean;
  isLoading: boolean;
  error: unknown;
  /** No copy on this device and the server could not answer: the section says 'Not on this phone yet'. */
  neverLoaded: boolean;
  reload: () => void;
}

const database = async () => (await import('./db')).db;
const listeners = new Set<(path: string) => void>();

/** Every read whose path starts with one of `prefixes` loads again. */
export function invalidateAdmin(...prefixes: string[]): void {
  for (const l of listeners) for (const p of prefixes) l(p);
}

/** Whose copies are read and written (lib/auth.tsx tells it). */
export { setAdminCacheOwner };

/** The admin's copies, one `adminCache` row per path; best effort: a failing database keeps none. */
const adminCopies = scopedCopies<string>({
  async get(path) {
    const row = await database()
      .then((db) => db.adminCache.get(path))
      .catch(() => undefined);
    return row && { owner: row.userId, loadedAt: row.loadedAt, value: row.value };
  },
  async put(path, { owner, loadedAt, value }) {
    if (owner === null) return; // nobody signed in: nothing to keep
    await database()
      .then((db) => db.adminCache.put({ path, userId: owner, loadedAt: loadedAt ?? Date.now(), value }))
      .catch(() => undefined);
  },
});

/**
 * GET an endpoint of the contract (`request` null: nothing yet), falling back to the device's
 * copy when the server cannot be reached. The answer is parsed by the contract, the copy too.
 */
export function useAdminQuery<E extends AnyEndpoint>(e: E, request?: Pick<CallRequest<E>, 'params' | 'query'> | null): AdminQuery<AnswerOf<E>> {
  const path = request === null ? null : pathOf(e, request?.params as Record<string, unknown>, request?.query as Record<string, unknown>);
  const latest = useRef({ e, request, path });
  latest.current = { e, request, path };
  const [state, setState] = useState<Omit<AdminQuery<AnswerOf<E>>, 'reload'>>({
    data: undefined,
    loadedAt: null,
    stale: false,
    isLoading: path !== null,
    error: null,
    neverLoaded: false,
  });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const onInvalidate = (prefix: string) => {
      if (latest.current.path?.startsWith(prefix)) setTick((n) => n + 1);
    };
    listeners.add(onInvalidate);
    return () => void listeners.delete(onInvalidate);
  }, []);

  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((s) => ({ ...s, isLoading: true }));
    void loadAdmin(path, latest.current.e, latest.current.request).then((next) => {
      if (live) setState((s) => ({ ...s, ...next }));
    });
    return () => {
      live = false;
    };
  }, [path, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

/** One load of `path`: the server's answer (kept), else while unreachable the copy (stale), else the error. */
async function loadAdmin<E extends AnyEndpoint>(path: string, e: E, request?: Pick<CallRequest<E>, 'params' | 'query'> | null) {
  // The admin as of each step, not of the start: on a reload the sign-in is restored from the device while the request runs.
  const loaded = await adminCopies.load(path, adminCacheOwner, () => call(e, request ?? {}));
  if (loaded.outcome === 'ok') return { data: loaded.value, loadedAt: Date.now(), stale: false, isLoading: false, error: null, neverLoaded: false };
  // The contract parses the copy too: one an older version of the app kept may not fit any more.
  const parse = (v: unknown) => (typeof e.output === 'object' ? e.output.parse(v) : v) as AnswerOf<E>;
  const copy = loaded.outcome === 'offline' ? await adminCopies.read(path, adminCacheOwner(), parse) : null;
  if (copy) return { data: copy.value, loadedAt: copy.loadedAt, stale: true, isLoading: false, error: null, neverLoaded: false };
  return { isLoading: false, error: loaded.error, neverLoaded: loaded.outcome === 'offline' };
}

/** The reads an endpoint's path leads (`/api/users/:id` -> every `/api/users*` read). */
const readsOf = (e: AnyEndpoint) => e.path.split('/:')[0];

/**
 * An admin write (online only) to an endpoint of the contract, then the reads under `invalidates`
 * (endpoints: each reloads every read its path leads) load again; by default the write's own area.
 */
export async function adminWrite<E extends AnyEndpoint>(e: E, request?: CallRequest<E>, options?: { invalidates?: AnyEndpoint[] }): Promise<AnswerOf<E>> {
  const answer = await call(e, request, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
  invalidateAdmin(...(options?.invalidates?.map(readsOf) ?? [firstSegments(e.path)]));
  return answer;
}

/** '/api/users/4/application-status' -> '/api/users' */
const firstSegments = (path: string) => path.split('?')[0].split('/').slice(0, 3).join('/');

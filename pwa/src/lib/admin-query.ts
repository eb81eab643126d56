/**
 * The admin dashboard's reads: online they come from the server; what was last loaded is kept
 * on the device (Dexie `adminCache`, per admin) so the dashboard still shows it offline, read
 * only and marked with the time it was loaded. Admins moderate online: writes are plain calls
 * (`adminWrite`), and after one the reads it touches load again (`invalidateAdmin`).
 *
 *   const users = useAdminQuery<AdminUser[]>('/api/users');
 *   await adminWrite('/api/users/4', { method: 'PATCH', body }); // reloads every /api/users* read
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiOptions } from './api-client';
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

/** GET `path` (null: nothing yet), falling back to the device's copy when the server cannot be reached. */
export function useAdminQuery<T>(path: string | null): AdminQuery<T> {
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
        const value = await api<T>(path);
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
        if (copy) setState({ data: copy.value as T, loadedAt: copy.loadedAt, stale: true, isLoading: false, error: null });
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

/** An admin write (online only), then the reads under `invalidates` load again. */
export async function adminWrite<T = { message?: string }>(path: string, options: ApiOptions & { invalidates?: string[] } = {}): Promise<T> {
  const { invalidates, ...rest } = options;
  const headers = { 'Idempotency-Key': crypto.randomUUID(), ...rest.headers };
  const answer = await api<T>(path, { ...rest, headers });
  invalidateAdmin(...(invalidates ?? [firstSegments(path)]));
  return answer;
}

/** '/api/users/4/application-status' -> '/api/users' */
const firstSegments = (path: string) => path.split('?')[0].split('/').slice(0, 3).join('/');

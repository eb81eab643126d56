/**
 * The one core of the device's copies of server answers, so screens work offline. Three scopes:
 * - public lists: lib/mirror.ts + mirror-store.ts (whole tables with ETags; not on this core yet);
 * - per user: lib/own-mirror.ts (Dexie `me`, one row per kind);
 * - admin: lib/admin-query.ts (Dexie `adminCache`, one row per path).
 * Each copy names its owner and is read back parsed: another owner's copy, or one an older version
 * of the app kept that no longer fits, counts as never loaded (never shown to the next person on
 * a shared phone, never trusted). A scope keeps its own rows (`CopyTable`); the core holds the rules.
 */
import { reportNetworkFailure, reportNetworkSuccess } from './network';

/** Whose copy: a user's id, or null for the phone's own (anonymous tickets: whoever holds the phone). */
export type Owner = number | null;

export interface Stored<T> {
  value: T;
  /** Epoch ms of the server's answer (null: kept by an older version, time unknown). */
  loadedAt: number | null;
}

/** A copy as a scope's table holds it (`value` undefined: none). */
export interface Kept extends Stored<unknown> {
  owner: Owner;
}

/** A scope's rows, one per key, in their own shape. */
export interface CopyTable<K> {
  get(key: K): Promise<Kept | undefined>;
  put(key: K, kept: Kept): Promise<unknown>;
}

export type Loaded<T> = { outcome: 'ok'; value: T } | { outcome: 'offline' | 'error'; error: unknown };

export function scopedCopies<K>(table: CopyTable<K>) {
  /** Keeps `value` for `owner`, loaded now unless told. */
  async function keep(key: K, owner: Owner, value: unknown, loadedAt: number | null = Date.now()): Promise<void> {
    await table.put(key, { owner, loadedAt, value });
  }
  return {
    /** The copy as `owner` may see it: null when never loaded, another owner's, or not fitting `parse`. */
    async read<T>(key: K, owner: Owner, parse: (stored: unknown) => T): Promise<Stored<T> | null> {
      const kept = await table.get(key);
      if (!kept || kept.owner !== owner || kept.value === undefined) return null;
      try {
        return { value: parse(kept.value), loadedAt: kept.loadedAt };
      } catch {
        return null;
      }
    },
    keep,
    /**
     * Asks the server and keeps the answer for `owner` (or who it names when the answer arrives), telling lib/network whether it was reached.
     * Never throws: a failure is 'offline' when `unreachable` says so (the copy stands), else 'error'.
     */
    async load<T>(key: K, owner: Owner | (() => Owner), ask: () => Promise<T>, unreachable = isUnreachable): Promise<Loaded<T>> {
      try {
        const value = await ask();
        reportNetworkSuccess();
        // A function: whoever holds the phone when the answer arrives (the sign-in may still be being restored when it was asked).
        await keep(key, typeof owner === 'function' ? owner() : owner, value);
        return { outcome: 'ok', value };
      } catch (error) {
        if (!unreachable(error)) return { outcome: 'error', error };
        reportNetworkFailure();
        return { outcome: 'offline', error };
      }
    },
  };
}

/** The request never got an answer. */
export const isNetworkError = (err: unknown): boolean => (err as { name?: string } | null)?.name === 'NetworkError';

/** The network or the server is down (5xx): the device's copy stands in rather than an error. */
export function isUnreachable(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  return isNetworkError(err) || (typeof status === 'number' && status >= 500);
}

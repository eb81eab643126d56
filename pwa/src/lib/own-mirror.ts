/**
 * The per-user scope of the device's copies (lib/scoped-copy.ts; the others: public lists in
 * lib/mirror.ts, the admin's reads in lib/admin-query.ts). What the device keeps of one person's
 * own answers from the server (their registrations, RSVPs, analytics, profile, submissions,
 * calendar feed): one row of Dexie's `me` table per kind, naming the user it belongs to, so it is
 * shown offline and never to the next person on a shared phone.
 * A feature declares its copy once in its `<feature>.mirror.ts`:
 *
 *   export const submissionsMirror = ownMirror({
 *     key: 'member:submissions',
 *     load: () => call(submissionsApi.mine).then((a) => a.submissions),
 *     parse: (v) => submissionsApi.mine.output.shape.submissions.parse(v),
 *     refreshOn: ['submissions'],
 *   });
 *   const { stored, outcome, reload } = submissionsMirror.use(userId);
 *
 * What is read back is parsed (`parse`: a copy an older version of the app kept that no longer
 * fits counts as never loaded); it is loaded again on each mount and whenever a named write that
 * changes it (`refreshOn`, the lists of lib/writes.ts) leaves the outbox, delivered or refused.
 * A copy without `load` is the device's own (nothing on the server to ask): only kept and read.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClubDatabase } from './db';
import { laterDb } from './first-seconds';
import { useLaterLiveQuery } from './later-live-query';
import { type CopyTable, isNetworkError, type Owner, scopedCopies, type Stored } from './scoped-copy';
import { useOutbox } from './use-outbox';
import { affects, type AffectedList } from './writes';

export type { Owner, Stored };

/** `O`: who may own it (a user's id for most; null alone for the phone's own). */
export interface OwnMirrorSpec<T, O extends Owner = Owner> {
  /** The `me` row's key. */
  key: string;
  /** Asks the server, through the contract (the answer comes parsed); absent: kept on the device only. */
  load?: (owner: O) => Promise<T>;
  /** Reads a stored copy back; throws when it does not fit (then nothing is known). */
  parse: (stored: unknown) => T;
  /** The named writes' lists (lib/writes.ts `affects`) whose delivery may change it. */
  refreshOn?: readonly AffectedList[];
  /** A row kept before this abstraction (its own shape) -> the value, or undefined. */
  legacy?: (row: Record<string, unknown>) => unknown;
}

/** How the last load went: 'offline' (never reached the server) or 'error' (it answered no). */
export type Outcome = 'loading' | 'ok' | 'offline' | 'error';

export interface OwnMirrorView<T> {
  /** What the device holds for this owner: undefined while it is read, null when never loaded. */
  stored: Stored<T> | null | undefined;
  outcome: Outcome;
  /**
   * Nothing on this device for this owner and the last load did not succeed (offline, or the
   * server said no): the screen says 'Not on this phone yet' (components/offline/not-on-phone-yet),
   * never zeros or an empty list.
   */
  neverLoaded: boolean;
  reload: () => void;
}

/** Whether a copy was never loaded: nothing stored for this owner and the last load failed. */
export const isNeverLoaded = (stored: unknown, outcome: Outcome): boolean => stored === null && (outcome === 'offline' || outcome === 'error');

export interface OwnMirror<T, O extends Owner = Owner> {
  key: string;
  read(owner: O): Promise<Stored<T> | null>;
  keep(owner: O, value: T): Promise<void>;
  /** Changes the stored copy at once (an answer the page just had), before the next load. */
  update(owner: O, change: (value: T | null) => T): Promise<void>;
  /** Loads again and keeps it; offline or on failure the copy stays. Never throws. */
  refresh(owner: O): Promise<Exclude<Outcome, 'loading'>>;
  use(owner: O | undefined): OwnMirrorView<T>;
}

interface Row {
  userId: Owner;
  loadedAt?: number | null;
  /** The value (rows kept before this abstraction have their own fields instead). */
  data?: unknown;
}

/**
 * Runs `action` whenever a named write that changes one of `lists` leaves the outbox (delivered
 * or refused): what a page shows beside its own copy (a server list of lib/mirror.ts) loads again.
 */
export function useAfterWrites(lists: readonly AffectedList[], action: () => void): void {
  const { items } = useOutbox();
  const waiting = items.filter((i) => i.status !== 'failed' && lists.some((l) => affects(i, l))).length;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) action();
    before.current = waiting;
  }, [waiting, action]);
}

const NO_LISTS: readonly AffectedList[] = [];

/** The `me` table as copies: one row per key, its value under `data` (older rows: by `legacy`). */
function meTable(db: ClubDatabase, legacy: OwnMirrorSpec<unknown>['legacy']): CopyTable<string> {
  return {
    async get(key) {
      const row = (await db.me.get(key))?.value as (Row & Record<string, unknown>) | undefined;
      return row && { owner: row.userId, loadedAt: typeof row.loadedAt === 'number' ? row.loadedAt : null, value: 'data' in row ? row.data : legacy?.(row) };
    },
    put: (key, { owner, loadedAt, value }) => db.me.put({ key, value: { userId: owner, loadedAt, data: value } satisfies Row }),
  };
}

export function ownMirror<T, O extends Owner = Owner>(spec: OwnMirrorSpec<T, O>): OwnMirror<T, O> {
  const { key, load } = spec;
  // The database loads after a first visit's first seconds (first-seconds.ts); a live query gets it as it runs.
  const copiesIn = (db: ClubDatabase) => scopedCopies(meTable(db, spec.legacy));
  const copies = async () => copiesIn(await laterDb());
  const readIn = (db: ClubDatabase, owner: O) => copiesIn(db).read(key, owner, spec.parse);
  const read = async (owner: O) => readIn(await laterDb(), owner);
  const keep = async (owner: O, value: T) => (await copies()).keep(key, owner, value);
  const update = async (owner: O, change: (value: T | null) => T) => {
    const now = await read(owner);
    await (await copies()).keep(key, owner, change(now?.value ?? null), now?.loadedAt ?? null);
  };
  const refresh = async (owner: O): Promise<Exclude<Outcome, 'loading'>> => {
    if (!load) return 'ok';
    // Only a request that got no answer is 'offline' here: a 5xx is the server answering no.
    return (await (await copies()).load(key, owner, () => load(owner), isNetworkError)).outcome;
  };

  function use(owner: O | undefined): OwnMirrorView<T> {
    const stored = useLaterLiveQuery((db) => (owner === undefined ? null : readIn(db, owner)), [owner]);
    // A copy kept on the device only has nothing to wait for.
    const [outcome, setOutcome] = useState<Outcome>(load ? 'loading' : 'ok');
    const reload = useCallback(() => {
      if (owner === undefined || !load) return;
      setOutcome('loading');
      void refresh(owner).then(setOutcome);
    }, [owner]);
    useEffect(reload, [reload]);
    // A write that changes it left the outbox (delivered or refused): ask again.
    useAfterWrites(spec.refreshOn ?? NO_LISTS, reload);
    return { stored, outcome, neverLoaded: isNeverLoaded(stored, outcome), reload };
  }

  return { key, read, keep, update, refresh, use };
}

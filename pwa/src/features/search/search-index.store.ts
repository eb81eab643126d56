/**
 * The compact search index on the phone (issue 27 §3): every public article, event, project,
 * picture and team member as a small entry (titles and excerpts in both languages, no bodies),
 * so search finds what the lists never loaded here, offline too. Fetched whole once, then kept
 * by deltas (`?since=`, a 304 when nothing changed); the server's search (`/api/search`) adds its
 * matches while online. Kept packed in one row (index-pack.ts). Public rows only: a phone shared after an admin signed out shows nothing of theirs.
 */
import { useEffect, useState } from 'react';
import { searchApi, type IndexEntry } from '@shared/api/search';
import { hrefOf } from '@/lib/api-client';
import type { SearchPackRow } from '@/lib/db';
import { laterDb } from '@/lib/first-seconds';
import { useLaterLiveQuery } from '@/lib/later-live-query';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { keyOf, pack, toTuple, unpack } from './index-pack';

const META_KEY = 'search-index';
/** What the server's search found is kept (offline too) up to this many entries, the newest. */
const FOUND_KEPT = 500;

type SyncResult = 'updated' | 'unchanged' | 'offline' | 'error';

/** A row's write stamp: its time first, so rows merge oldest first. */
const stamp = () => `${Date.now()}.${Math.random().toString(36).slice(2)}`;
const byKey = (entries: IndexEntry[]) => new Map(entries.map((e) => [keyOf(e), e]));
async function get(url: string, etag: string | null): Promise<Response | 'offline'> {
  try {
    const res = await fetch(url, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
    });
    reportNetworkSuccess();
    return res;
  } catch {
    reportNetworkFailure();
    return 'offline';
  }
}

let running: Promise<SyncResult> | null = null;

/** Brings the index up to date: whole the first time (or when told to start over), else what changed. Never throws. */
export function syncSearchIndex(): Promise<SyncResult> {
  running ??= sync().finally(() => (running = null));
  return running;
}

async function sync(startOver = false): Promise<SyncResult> {
  const db = await laterDb();
  const meta = startOver ? undefined : await db.meta.get(META_KEY);
  const held = meta?.value as { version?: number } | undefined;
  const since = held?.version;
  const res = await get(hrefOf(searchApi.index, undefined, since === undefined ? {} : { since }), meta?.etag ?? null);
  if (res === 'offline') return 'offline';
  if (res.status === 304) {
    await db.meta.update(META_KEY, { lastRefreshedAt: Date.now() });
    return 'unchanged';
  }
  if (!res.ok) return 'error';
  let answer;
  try {
    answer = searchApi.index.output.parse(await res.json());
  } catch {
    return 'error';
  }
  if (answer.startOver) return startOver ? 'error' : sync(true);
  const etag = res.headers.get('ETag');
  const packRow = since === undefined ? undefined : await db.searchPacks.get('index');
  if (since !== undefined && !packRow) return startOver ? 'error' : sync(true);
  const changed = since === undefined || answer.entries.length > 0 || (answer.removed?.length ?? 0) > 0;
  const entries = packRow ? byKey(await unpack(packRow)) : new Map<string, IndexEntry>();
  for (const gone of answer.removed ?? []) entries.delete(keyOf(gone));
  for (const e of answer.entries) entries.set(keyOf(e), e);
  const packed = changed ? await pack(entries.values()) : null;
  await db.transaction('rw', db.searchPacks, db.meta, async () => {
    if (packed) {
      await db.searchPacks.put({ key: 'index', ...packed, saved: stamp() });
      await db.searchPacks.delete('found'); // the index now holds what the server's search had found
    }
    await db.meta.put({ key: META_KEY, etag, lastRefreshedAt: Date.now(), value: { version: answer.version } });
  });
  return changed ? 'updated' : 'unchanged';
}

/** Asks the server's search for the words and keeps what it finds in the index. Never throws. */
export async function searchOnServer(q: string): Promise<SyncResult> {
  const res = await get(hrefOf(searchApi.search, undefined, { q }), null);
  if (res === 'offline') return 'offline';
  if (!res.ok) return 'error';
  try {
    const { entries } = searchApi.search.output.parse(await res.json());
    if (!entries.length) return 'unchanged';
    const db = await laterDb();
    const row = await db.searchPacks.get('found');
    const found = byKey(row ? await unpack(row) : []);
    for (const e of entries) {
      found.delete(keyOf(e)); // newest last
      found.set(keyOf(e), e);
    }
    const kept = [...found.values()].slice(-FOUND_KEPT);
    await db.searchPacks.put({ key: 'found', encoding: 'tuples', data: kept.map(toTuple), count: kept.length, saved: stamp() });
    return 'updated';
  } catch {
    return 'error';
  }
}

/** The rows' entries, unpacked once per write of the rows; the later-written row wins where both hold an entry. */
let unpacked: { stamp: string; entries: IndexEntry[] } | null = null;
const stampOf = (rows: (SearchPackRow | undefined)[]) => rows.map((r) => r?.saved ?? '-').join('|');

async function entriesOf(rows: (SearchPackRow | undefined)[]): Promise<IndexEntry[]> {
  const key = stampOf(rows);
  if (unpacked?.stamp !== key) {
    const held = rows.filter((r): r is SearchPackRow => r !== undefined).sort((a, b) => parseFloat(a.saved) - parseFloat(b.saved));
    const all = new Map<string, IndexEntry>();
    for (const row of held) for (const e of await unpack(row)) all.set(keyOf(e), e);
    unpacked = { stamp: key, entries: [...all.values()] };
  }
  return unpacked.entries;
}

/** The index on this phone (undefined while it is read). */
export function useSearchIndex(): IndexEntry[] | undefined {
  const rows = useLaterLiveQuery((db) => db.searchPacks.bulkGet(['index', 'found']), []);
  const [read, setRead] = useState<IndexEntry[]>();
  useEffect(() => {
    if (!rows) return;
    let live = true;
    entriesOf(rows).then(
      (entries) => live && setRead(entries),
      (err: unknown) => {
        console.error('The search index could not be read', err);
        if (live) setRead([]);
      },
    );
    return () => {
      live = false;
    };
  }, [rows]);
  return read;
}

/**
 * The compact search index on the phone (issue 27 §3): every public article, event, project,
 * picture and team member as a small entry (titles and excerpts in both languages, no bodies),
 * so search finds what the lists never loaded here, offline too. Fetched whole once, then kept
 * by deltas (`?since=`, a 304 when nothing changed); the server's search (`/api/search`) adds its
 * matches while online. Public rows only: a phone shared after an admin signed out shows nothing of theirs.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { searchApi, type IndexEntry } from '@shared/api/search';
import { hrefOf } from '@/lib/api-client';
import { db, type SearchIndexRow } from '@/lib/db';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';

const META_KEY = 'search-index';

type SyncResult = 'updated' | 'unchanged' | 'offline' | 'error';

const keyOf = (e: { type: string; id: number }) => `${e.type}:${e.id}`;
const row = (e: IndexEntry): SearchIndexRow => ({ ...e, key: keyOf(e) });

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
  await db.transaction('rw', db.searchIndex, db.meta, async () => {
    if (since === undefined) await db.searchIndex.clear();
    if (answer.removed?.length) await db.searchIndex.bulkDelete(answer.removed.map(keyOf));
    if (answer.entries.length) await db.searchIndex.bulkPut(answer.entries.map(row));
    await db.meta.put({ key: META_KEY, etag, lastRefreshedAt: Date.now(), value: { version: answer.version } });
  });
  return answer.entries.length || answer.removed?.length || since === undefined ? 'updated' : 'unchanged';
}

/** Asks the server's search for the words and keeps what it finds in the index. Never throws. */
export async function searchOnServer(q: string): Promise<SyncResult> {
  const res = await get(hrefOf(searchApi.search, undefined, { q }), null);
  if (res === 'offline') return 'offline';
  if (!res.ok) return 'error';
  try {
    const { entries } = searchApi.search.output.parse(await res.json());
    if (entries.length) await db.searchIndex.bulkPut(entries.map(row));
    return entries.length ? 'updated' : 'unchanged';
  } catch {
    return 'error';
  }
}

/** The index on this phone (undefined while it is read). */
export function useSearchIndex(): SearchIndexRow[] | undefined {
  return useLiveQuery(() => db.searchIndex.toArray(), []);
}

/**
 * The local mirror: server lists copied into Dexie. Pages render from Dexie at once and refresh
 * from the network once per visit (stale-while-revalidate), with If-None-Match so an unchanged
 * list moves only a 304. Items gone from the server's answer disappear from the mirror.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isAdminRole } from '@shared/roles';
import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityTable, Table } from 'dexie';
import { db, type MetaRow } from './db';
import { reportNetworkFailure, reportNetworkSuccess } from './network';

type Row = { id: number };

export interface MirrorList<T extends Row = Row> {
  name: string;
  url: string;
  table: EntityTable<T, 'id'>;
  /** Takes the list out of the response body (the server's shapes are trusted). */
  pick: (body: unknown) => unknown[];
}

const field = (name: string) => (body: unknown) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) ? (value as unknown[]) : [];
};
const plain = (body: unknown) => (Array.isArray(body) ? (body as unknown[]) : []);

export const MIRRORED_LISTS = {
  events: { name: 'events', url: '/api/events', table: db.events, pick: field('events') },
  news: { name: 'news', url: '/api/news', table: db.news, pick: field('articles') },
  projects: { name: 'projects', url: '/api/projects', table: db.projects, pick: field('projects') },
  gallery: { name: 'gallery', url: '/api/gallery', table: db.gallery, pick: field('images') },
  members: { name: 'members', url: '/api/members', table: db.members, pick: plain },
  notices: { name: 'notices', url: '/api/notices?active=true', table: db.notices, pick: plain },
} as const;
export type MirroredListName = keyof typeof MIRRORED_LISTS;
type ItemOf<N extends MirroredListName> = (typeof MIRRORED_LISTS)[N]['table'] extends Table<infer T, number, infer _I> ? T : never;

export const metaKey = (name: string) => `list:${name}`;

/**
 * Whose view a list copy is: visitors, applicants and participants see the public lists; members
 * also members-only notices; admins every status. A copy fetched for a wider audience is never
 * shown to a narrower one (a shared phone after an admin signed out) and is dropped when the
 * audience narrows.
 */
export type Audience = 'public' | 'member' | 'admin';
const RANK: Record<Audience, number> = { public: 0, member: 1, admin: 2 };
export const audienceOf = (role: string | null | undefined): Audience => (isAdminRole(role) ? 'admin' : role === 'member' ? 'member' : 'public');
/** A copy from before copies were labelled counts as public: setMirrorAudience drops it if it is not. */
const audienceOfMeta = (meta: MetaRow | null | undefined): Audience => (meta?.value as { audience?: Audience } | undefined)?.audience ?? 'public';
const labelled = (meta: MetaRow) => (meta.value as { audience?: Audience } | undefined)?.audience !== undefined;

/** What a visitor may see of each list: an unlabelled copy holding anything else was an admin's or member's. */
const PUBLIC_ITEM: Record<string, (item: Record<string, unknown>) => boolean> = {
  events: () => true,
  news: (i) => i.status === 'published',
  projects: (i) => i.status === 'approved' || i.status === 'completed',
  gallery: (i) => i.status === 'approved',
  members: (i) => i.status === 'approved',
  notices: (i) => i.targetAudience === 'all',
};
const visibleTo = (copy: Audience, viewer: Audience) => RANK[copy] <= RANK[viewer];

let audience: Audience = 'public';
const audienceListeners = new Set<() => void>();
export const getMirrorAudience = (): Audience => audience;

/**
 * The signed-in person changed (lib/auth.tsx): copies made for a wider audience are deleted, and
 * every list on screen refreshes for the new one.
 */
export async function setMirrorAudience(next: Audience): Promise<void> {
  const changed = next !== audience;
  audience = next;
  await dropWiderCopies(next);
  if (changed) for (const l of audienceListeners) l();
}

async function dropWiderCopies(viewer: Audience): Promise<void> {
  for (const list of Object.values(MIRRORED_LISTS)) {
    const meta = await db.meta.get(metaKey(list.name));
    const table = list.table as unknown as Table<Row, number>;
    if (!meta) continue;
    if (labelled(meta) ? visibleTo(audienceOfMeta(meta), viewer) : viewer === 'admin' || (await table.toArray()).every((i) => PUBLIC_ITEM[list.name](i as Record<string, unknown>))) continue;
    await db.transaction('rw', table, db.meta, async () => {
      await table.clear();
      await db.meta.delete(metaKey(list.name));
    });
  }
}

function useMirrorAudience(): Audience {
  return useSyncExternalStore(
    (listener) => {
      audienceListeners.add(listener);
      return () => void audienceListeners.delete(listener);
    },
    getMirrorAudience,
    getMirrorAudience,
  );
}

export type RefreshResult = 'updated' | 'unchanged' | 'offline' | 'error';

async function hasEvery(table: Table<Row, number>, meta: MetaRow): Promise<boolean> {
  const ids = (meta.value as { ids?: number[] } | undefined)?.ids;
  if (!ids) return false;
  return (await table.bulkGet(ids)).every(Boolean);
}

/** Fetches one list and brings its mirror up to date. Never throws. */
export async function refreshList<T extends Row>(list: MirrorList<T>): Promise<RefreshResult> {
  const table = list.table as unknown as Table<Row, number>;
  const fetchedFor = audience;
  const key = metaKey(list.name);
  const meta = await db.meta.get(key);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A 304 only says "what you had is still right": ask for it only while every row is still here,
  // and the copy was made for the same audience (the server's ETag does not depend on who asks).
  if (meta?.etag && audienceOfMeta(meta) === fetchedFor && (await hasEvery(table, meta))) headers['If-None-Match'] = meta.etag;
  let res: Response;
  try {
    res = await fetch(list.url, { credentials: 'include', headers, cache: 'no-store' });
  } catch {
    reportNetworkFailure();
    return 'offline';
  }
  reportNetworkSuccess();
  const now = Date.now();
  if (res.status === 304) {
    await db.meta.update(key, { lastRefreshedAt: now });
    return 'unchanged';
  }
  if (!res.ok) return 'error';
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return 'error';
  }
  const items = list.pick(body) as Row[];
  const ids = items.map((item) => item.id);
  const etag = res.headers.get('ETag');
  await db.transaction('rw', table, db.meta, async () => {
    const keep = new Set(ids);
    const existing = await table.toCollection().primaryKeys();
    const gone = existing.filter((id) => !keep.has(id));
    if (gone.length) await table.bulkDelete(gone);
    await table.bulkPut(items);
    const row: MetaRow = { key, etag, lastRefreshedAt: now, value: { ids, audience: fetchedFor } };
    await db.meta.put(row);
  });
  return 'updated';
}

/** One request per list at a time, shared by every component that asks. */
const inFlight = new Map<string, Promise<RefreshResult>>();
export function refreshMirroredList(name: MirroredListName): Promise<RefreshResult> {
  const key = `${name}:${audience}`;
  const running = inFlight.get(key);
  if (running) return running;
  const p = refreshList(MIRRORED_LISTS[name] as MirrorList<Row>).finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

export interface MirroredList<T> {
  items: T[];
  /** Nothing local yet and the first fetch is running. */
  isLoading: boolean;
  /** Only when nothing is local and the fetch failed. */
  error: boolean;
  lastRefreshedAt: number | null;
}

/** The list from the mirror at once, refreshed once per mount (no polling, no refetch on focus). */
export function useMirroredList<N extends MirroredListName>(name: N): MirroredList<ItemOf<N>> {
  const list = MIRRORED_LISTS[name] as unknown as MirrorList<ItemOf<N> & Row>;
  const viewer = useMirrorAudience();
  const allRows = useLiveQuery(() => list.table.toArray(), [name]);
  // null = read and absent; undefined = not read yet
  const storedMeta = useLiveQuery(async () => (await db.meta.get(metaKey(name))) ?? null, [name]);
  const [status, setStatus] = useState<'fetching' | RefreshResult>('fetching');
  // A copy made for a wider audience than the viewer's is not shown, even for the moment before it is dropped.
  const hidden = storedMeta != null && !visibleTo(audienceOfMeta(storedMeta), viewer);
  const rows = allRows === undefined ? undefined : hidden ? [] : allRows;
  const meta = storedMeta === undefined ? undefined : hidden ? null : storedMeta;

  useEffect(() => {
    let live = true;
    setStatus('fetching');
    void refreshMirroredList(name).then((r) => live && setStatus(r));
    return () => {
      live = false;
    };
  }, [name, viewer]);

  const items = useMemo(() => {
    if (!rows) return [];
    const order = (meta?.value as { ids?: number[] } | undefined)?.ids;
    if (!order) return rows;
    const pos = new Map(order.map((id, i) => [id, i]));
    return [...rows].sort((a, b) => (pos.get(a.id) ?? Infinity) - (pos.get(b.id) ?? Infinity));
  }, [rows, meta]);

  const hasLocal = !!meta?.lastRefreshedAt || (rows?.length ?? 0) > 0;
  const known = rows !== undefined && meta !== undefined;
  return {
    items: items as ItemOf<N>[],
    isLoading: !known || (!hasLocal && status === 'fetching'),
    error: known && !hasLocal && (status === 'offline' || status === 'error'),
    lastRefreshedAt: meta?.lastRefreshedAt ?? null,
  };
}

/** Epoch ms of the most recent successful refresh of any list. */
export function useLastRefresh(): number | null {
  return (
    useLiveQuery(async () => {
      const rows = await db.meta.where('key').startsWith('list:').toArray();
      const times = rows.map((r) => r.lastRefreshedAt ?? 0).filter(Boolean);
      return times.length ? Math.max(...times) : null;
    }) ?? null
  );
}

/**
 * The local mirror: server lists copied into Dexie. Pages render from Dexie at once and refresh
 * from the network once per visit (stale-while-revalidate), with If-None-Match so an unchanged
 * list moves only a 304. Items gone from the server's answer disappear from the mirror.
 */
import { useEffect, useMemo, useState } from 'react';
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

export type RefreshResult = 'updated' | 'unchanged' | 'offline' | 'error';

async function hasEvery(table: Table<Row, number>, meta: MetaRow): Promise<boolean> {
  const ids = (meta.value as { ids?: number[] } | undefined)?.ids;
  if (!ids) return false;
  return (await table.bulkGet(ids)).every(Boolean);
}

/** Fetches one list and brings its mirror up to date. Never throws. */
export async function refreshList<T extends Row>(list: MirrorList<T>): Promise<RefreshResult> {
  const table = list.table as unknown as Table<Row, number>;
  const key = metaKey(list.name);
  const meta = await db.meta.get(key);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A 304 only says "what you had is still right": ask for it only while every row is still here.
  if (meta?.etag && (await hasEvery(table, meta))) headers['If-None-Match'] = meta.etag;
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
    const row: MetaRow = { key, etag, lastRefreshedAt: now, value: { ids } };
    await db.meta.put(row);
  });
  return 'updated';
}

/** One request per list at a time, shared by every component that asks. */
const inFlight = new Map<string, Promise<RefreshResult>>();
export function refreshMirroredList(name: MirroredListName): Promise<RefreshResult> {
  const running = inFlight.get(name);
  if (running) return running;
  const p = refreshList(MIRRORED_LISTS[name] as MirrorList<Row>).finally(() => inFlight.delete(name));
  inFlight.set(name, p);
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
  const rows = useLiveQuery(() => list.table.toArray(), [name]);
  // null = read and absent; undefined = not read yet
  const meta = useLiveQuery(async () => (await db.meta.get(metaKey(name))) ?? null, [name]);
  const [status, setStatus] = useState<'fetching' | RefreshResult>('fetching');

  useEffect(() => {
    let live = true;
    setStatus('fetching');
    void refreshMirroredList(name).then((r) => live && setStatus(r));
    return () => {
      live = false;
    };
  }, [name]);

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

/**
 * The local mirror's storage side: server lists copied into Dexie, refreshed with If-None-Match
 * so an unchanged list moves only a 304; items gone from the server's answer disappear. Loaded
 * after the first paint (lib/mirror.ts imports it dynamically), so Dexie is not in the app's
 * critical JavaScript.
 */
import type { EntityTable, Table } from 'dexie';
import { liveQuery } from 'dexie';
import { type AnswerOf, type Endpoint, type Parser, pathOf, type QueryOf } from '@shared/api/endpoint';
import { eventsApi } from '@shared/api/events';
import { galleryApi } from '@shared/api/gallery';
import { membersApi, membersOf } from '@shared/api/members';
import { newsApi } from '@shared/api/news';
import { noticesApi } from '@shared/api/notices';
import { projectsApi } from '@shared/api/projects';
import { db, type MetaRow } from './db';
import { keepFewRows, storeList } from './mirror-rows';
import { type Audience, getMirrorAudience, visibleTo } from './mirror-audience';
import { reportNetworkFailure, reportNetworkSuccess } from './network';
import { takeSeededList } from './page-seed';
import { LIST_PARTS, partStates, shownRows } from './mirror-parts';
import { loadNextPage, matchingRows, refreshParts } from './mirror-pages';

type Row = { id: number };

export interface MirrorList<T extends Row = Row> {
  name: string;
  /** The address without a query (paged lists add theirs), and with it (a whole list's). */
  path: string;
  url: string;
  table: EntityTable<T, 'id'>;
  /** Takes the list out of the response body, parsed by its endpoint's contract (throws on an answer it does not allow). */
  pick: (body: unknown) => unknown[];
}

/** A list read from a GET endpoint of the contract: its address (with the query) and its rows. */
type ListEndpoint = Endpoint<undefined, Parser<unknown> | undefined, undefined, Parser<unknown>>;
const fromEndpoint = <E extends ListEndpoint>(e: E, rows: (answer: AnswerOf<E>) => Row[], query?: QueryOf<E>) => ({
  path: e.path,
  url: pathOf(e, undefined, query as Record<string, unknown> | undefined),
  pick: (body: unknown) => rows(e.output.parse(body) as AnswerOf<E>),
});

export const MIRRORED_LISTS = {
  events: { name: 'events', table: db.events, ...fromEndpoint(eventsApi.list, (a) => a.events) },
  news: { name: 'news', table: db.news, ...fromEndpoint(newsApi.list, (a) => a.articles) },
  projects: { name: 'projects', table: db.projects, ...fromEndpoint(projectsApi.list, (a) => a.projects) },
  gallery: { name: 'gallery', table: db.gallery, ...fromEndpoint(galleryApi.list, (a) => a.images) },
  members: { name: 'members', table: db.members, ...fromEndpoint(membersApi.list, membersOf) },
  notices: { name: 'notices', table: db.notices, ...fromEndpoint(noticesApi.list, (a) => a, { active: 'true' }) },
} as const;
export type MirroredListName = keyof typeof MIRRORED_LISTS;

export const metaKey = (name: string) => `list:${name}`;

export type RefreshResult = 'updated' | 'unchanged' | 'offline' | 'error';

/** A copy from before copies were labelled counts as public: dropWiderCopies drops it if it is not. */
export const audienceOfMeta = (meta: MetaRow | null | undefined): Audience => (meta?.value as { audience?: Audience } | undefined)?.audience ?? 'public';
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

/** Whether the viewer may see this copy of the list. */
async function viewable(list: MirrorList, meta: MetaRow, viewer: Audience): Promise<boolean> {
  if (labelled(meta)) return visibleTo(audienceOfMeta(meta), viewer);
  if (viewer === 'admin') return true;
  return (await (list.table as unknown as Table<Row, number>).toArray()).every((i) => PUBLIC_ITEM[list.name](i as Record<string, unknown>));
}

/** Deletes the copies made for a wider audience than the viewer's. */
export async function dropWiderCopies(viewer: Audience): Promise<void> {
  if (viewer !== 'admin' && (await db.adminCache.count()) > 0) await db.adminCache.clear();
  const lists = Object.values(MIRRORED_LISTS) as unknown as MirrorList[];
  // One read for every list (the usual answer: nothing to drop), then each drop checked again in
  // its own transaction: a list refetched for the viewer meanwhile is theirs and stays.
  const metas = await db.meta.bulkGet(lists.map((list) => metaKey(list.name)));
  for (const [i, list] of lists.entries()) {
    const seen = metas[i];
    if (!seen || (await viewable(list, seen, viewer))) continue;
    const table = list.table as unknown as Table<Row, number>;
    await db.transaction('rw', table, db.meta, async () => {
      const meta = await db.meta.get(metaKey(list.name));
      if (!meta || (await viewable(list, meta, viewer))) return;
      await table.clear();
      await db.meta.delete(metaKey(list.name));
    });
  }
}

async function hasEvery(table: Table<Row, number>, meta: MetaRow): Promise<boolean> {
  const ids = (meta.value as { ids?: number[] } | undefined)?.ids;
  if (!ids) return false;
  return (await table.bulkGet(ids)).every(Boolean);
}

/** Fetches one list and brings its mirror up to date. Never throws. */
export async function refreshList<T extends Row>(list: MirrorList<T>): Promise<RefreshResult> {
  const table = list.table as unknown as Table<Row, number>;
  const fetchedFor = getMirrorAudience();
  const key = metaKey(list.name);
  let meta = await db.meta.get(key);
  // The page came with this list from the server (a first visit): keep it as fetched, then ask
  // whether it is still current (a 304, no second download).
  // A partial seed (a few rows shown until the device holds the list) is not a page to keep.
  const taken = takeSeededList(list.name);
  const seed = taken?.partial ? undefined : taken;
  // But on a first visit (nothing of the list on the device) its rows are kept as the device's copy,
  // and the list is not fetched now: a first visit of the home page pays for the rows it shows, not
  // for a page of every list (issue 27), and opens offline with them. The next visit fetches the
  // list's first page as usual (the copy has no ETag, so it is replaced whole).
  if (taken?.partial && !meta && fetchedFor === 'public') {
    await keepFewRows(table, metaKey(list.name), taken.items as Row[]);
    return 'unchanged';
  }
  const parts = LIST_PARTS[list.name];
  if (parts) return refreshParts(list, parts, key, fetchedFor, seed);
  if (!meta && seed && fetchedFor === 'public') {
    meta = await storeList(table, metaKey(list.name), seed.items as Row[], seed.etag, fetchedFor, null);
  }
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
  let rows: Row[];
  try {
    // An answer the contract does not allow (an older or newer server) leaves the mirror as it was.
    rows = list.pick(await res.json()) as Row[];
  } catch {
    return 'error';
  }
  await storeList(table, metaKey(list.name), rows, res.headers.get('ETag'), fetchedFor, now);
  return 'updated';
}

/** Loads the next page of a part of a paged list (mirror-pages.ts). Never throws. */
export function loadMoreOf(name: MirroredListName, partName: string): Promise<RefreshResult> {
  const part = LIST_PARTS[name]?.find((p) => p.name === partName);
  if (!part) return Promise.resolve('unchanged');
  const key = `${name}:${partName}:more:${getMirrorAudience()}`;
  const running = inFlight.get(key);
  if (running) return running;
  const p = (async () => {
    // 'Load more' pressed before the first page (or the page the server's HTML came with) was
    // stored on the device: nothing of the part yet, so the first page is stored first, then the next one.
    if (!partStates((await db.meta.get(metaKey(name)))?.value)[partName]) await refreshMirroredList(name);
    return loadNextPage(MIRRORED_LISTS[name] as unknown as MirrorList<Row>, part, metaKey(name), getMirrorAudience());
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/**
 * The server's rows of a paged list matching words or a category (its first 100 of them), kept on the device
 * beside what was loaded: search online finds what the device lacks, and offline afterwards.
 */
export async function searchList(name: MirroredListName, filter: { q?: string; category?: string }): Promise<RefreshResult> {
  const list = MIRRORED_LISTS[name] as unknown as MirrorList<Row>;
  if (!LIST_PARTS[name]) return 'unchanged';
  return matchingRows(list, filter, getMirrorAudience(), metaKey(name));
}

/** One request per list and audience at a time, shared by every component that asks. */
const inFlight = new Map<string, Promise<RefreshResult>>();
export function refreshMirroredList(name: MirroredListName): Promise<RefreshResult> {
  const key = `${name}:${getMirrorAudience()}`;
  const running = inFlight.get(key);
  if (running) return running;
  const p = refreshList(MIRRORED_LISTS[name] as unknown as MirrorList<Row>).finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

export interface ListSnapshot {
  /** Every row the device has (a paged list's in its parts' order). */
  rows: Row[];
  meta: MetaRow | null;
  /** A paged list's rows as far as it was loaded from the top, and per part whether the server has more. */
  loaded?: Row[];
  more?: Record<string, boolean>;
}

/** A list's rows and bookkeeping as pages show them. */
async function snapshotOf(list: MirrorList<Row>): Promise<ListSnapshot> {
  const rows = await list.table.toArray();
  const meta = await db.meta.get(metaKey(list.name));
  const parts = LIST_PARTS[list.name];
  if (!parts) return { rows, meta: meta ?? null };
  const states = partStates(meta?.value);
  return {
    rows: shownRows(parts, rows, meta?.value, true),
    meta: meta ?? null,
    loaded: shownRows(parts, rows, meta?.value, false),
    more: Object.fromEntries(parts.map((p) => [p.name, !!states[p.name]?.nextCursor])),
  };
}

interface SharedWatch {
  listeners: Set<(snapshot: ListSnapshot) => void>;
  last?: ListSnapshot;
  stop: () => void;
}
/** One query per list, shared by every component showing it (a page often shows a list twice: the page and the search, the banner and the home page). */
const watches = new Map<MirroredListName, SharedWatch>();

/** Calls back with the list's rows and bookkeeping now and after every change; returns unsubscribe. */
export function watchList(name: MirroredListName, onChange: (snapshot: ListSnapshot) => void): () => void {
  let watch = watches.get(name);
  if (!watch) {
    const list = MIRRORED_LISTS[name] as unknown as MirrorList<Row>;
    const listeners = new Set<(snapshot: ListSnapshot) => void>();
    const shared: SharedWatch = { listeners, stop: () => {} };
    const tell = (snapshot: ListSnapshot) => {
      shared.last = snapshot;
      for (const l of listeners) l(snapshot);
    };
    const sub = liveQuery(() => snapshotOf(list)).subscribe({
      next: tell,
      error: () => tell({ rows: [], meta: null }),
    });
    shared.stop = () => sub.unsubscribe();
    watches.set(name, (watch = shared));
  }
  const current = watch;
  current.listeners.add(onChange);
  if (current.last) onChange(current.last);
  return () => {
    current.listeners.delete(onChange);
    if (current.listeners.size > 0 || watches.get(name) !== current) return;
    current.stop();
    watches.delete(name);
  };
}

/** Calls back with the epoch ms of the most recent successful refresh of any list. */
export function watchLastRefresh(onChange: (at: number | null) => void): () => void {
  const sub = liveQuery(async () => {
    const rows = await db.meta.where('key').startsWith('list:').toArray();
    const times = rows.map((r) => r.lastRefreshedAt ?? 0).filter(Boolean);
    return times.length ? Math.max(...times) : null;
  }).subscribe({ next: onChange, error: () => onChange(null) });
  return () => sub.unsubscribe();
}

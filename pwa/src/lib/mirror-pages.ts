/**
 * Paged lists in the mirror (issue 27): a refresh asks for each part's first page (as many rows
 * as were loaded before, so a page visited again keeps how far it was read), 'Load more' for the
 * next one after the part's cursor. What a page brings is the truth for its stretch of the list:
 * rows the device holds in that stretch and the page lacks were deleted or unpublished, and go.
 * Rows further down stay as they were (offline they are still shown, and they are replaced when
 * their stretch is loaded again).
 *
 * Once a page has brought the list's version, a refresh asks only what changed since
 * (`?since=`, shared/api/list-pages.ts): the rows added or edited are put, the ids removed go,
 * and each part's loaded stretch takes in the new rows that fall inside it. Nothing new is a 304;
 * a phone too far behind is told to start over and loads the first pages again.
 */
import type { Table } from 'dexie';
import { comesAfter, inListOrder, MAX_PAGE_SIZE, type SortKey } from '@shared/list-order';
import { db, type MetaRow } from './db';
import { putRows } from './mirror-rows';
import type { Audience } from './mirror-audience';
import { type ListPart, partStates, type PartState } from './mirror-parts';
import { reportNetworkFailure, reportNetworkSuccess } from './network';

type Row = { id: number };

export interface PagedList {
  name: string;
  /** The list's address without a query. */
  path: string;
  table: unknown;
  /** The rows of an answer, parsed by the contract (throws on an answer it does not allow). */
  pick: (body: unknown) => unknown[];
}

export type PageResult = 'updated' | 'unchanged' | 'offline' | 'error';

/** A visit more than this after the last refresh starts again from one page. */
const NEW_VISIT_MS = 30 * 60 * 1000;

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

type Fetched =
  | { status: 304 }
  | { status: 200; rows: Row[]; nextCursor: string | null; etag: string | null; version?: number; removed: number[]; startOver: boolean }
  | 'offline'
  | 'error';

/** What the list keeps beside its parts: the version its rows are up to and the ETag that answer came with. */
interface ListVersion {
  version?: number;
  versionEtag?: string | null;
}

const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

async function getPage(list: PagedList, url: string, etag: string | null): Promise<Fetched> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) }, cache: 'no-store' });
  } catch {
    reportNetworkFailure();
    return 'offline';
  }
  reportNetworkSuccess();
  if (res.status === 304) return { status: 304 };
  if (!res.ok) return 'error';
  try {
    const body: unknown = await res.json();
    const rows = list.pick(body) as Row[];
    const extra = body as { nextCursor?: string | null; version?: unknown; removed?: unknown; startOver?: unknown };
    return {
      status: 200,
      rows,
      nextCursor: extra.nextCursor ?? null,
      etag: res.headers.get('ETag'),
      version: isVersion(extra.version) ? extra.version : undefined,
      removed: Array.isArray(extra.removed) ? extra.removed.filter((id): id is number => typeof id === 'number') : [],
      startOver: extra.startOver === true,
    };
  } catch {
    return 'error';
  }
}

const lastKeyOf = (part: ListPart, rows: Row[]): SortKey | undefined => (rows.length ? part.order.key(rows[rows.length - 1]) : undefined);

/** Puts a page's rows and drops the part's rows between `after` (exclusive; null: the top) and the page's last row (the end when `toEnd`) that it lacks. */
async function storePage(table: Table<Row, number>, part: ListPart, rows: Row[], after: SortKey | null, toEnd: boolean): Promise<void> {
  const keep = new Set(rows.map((r) => r.id));
  const last = rows.length ? part.order.key(rows[rows.length - 1]) : null;
  const inStretch = (row: Row) =>
    part.includes(row) && (after === null || comesAfter(part.order, row, after)) && (toEnd || (last !== null && !comesAfter(part.order, row, last)));
  const gone = (await table.toArray()).filter((row) => !keep.has(row.id) && inStretch(row)).map((row) => row.id);
  if (gone.length) await table.bulkDelete(gone);
  await putRows(table, rows);
}

/** Saves a part's state; `version` (from a first page) is the list's. */
async function saveState(key: string, audience: Audience, part: string, state: PartState, version?: ListVersion): Promise<void> {
  const meta = await db.meta.get(key);
  const same = meta && (meta.value as { audience?: Audience }).audience === audience;
  const kept: ListVersion = same ? versionOf(meta.value) : {};
  const value = {
    audience,
    parts: { ...(same ? partStates(meta.value) : {}), [part]: state },
    ...(version?.version !== undefined ? version : kept),
  };
  await db.meta.put({ key, etag: null, lastRefreshedAt: meta?.lastRefreshedAt, value } satisfies MetaRow);
}

const versionOf = (metaValue: unknown): ListVersion => {
  const { version, versionEtag } = (metaValue ?? {}) as ListVersion;
  return isVersion(version) ? { version, versionEtag: versionEtag ?? null } : {};
};

/** The sort key a part's loaded stretch ends at: kept with its state, else its last row's. */
async function stretchEnd(table: Table<Row, number>, part: ListPart, state: PartState): Promise<SortKey | null> {
  if (state.lastKey) return state.lastKey;
  const last = state.ids.length ? await table.get(state.ids[state.ids.length - 1]) : undefined;
  return last ? part.order.key(last) : null;
}

/**
 * Applies what changed since the list's version: puts the rows, drops the removed, and lets each
 * part's stretch take in the rows that now fall inside it. 'startOver' when the server says so.
 */
async function applyChanges(list: PagedList, parts: ListPart[], key: string, audience: Audience, since: ListVersion): Promise<PageResult | 'startOver'> {
  const table = list.table as Table<Row, number>;
  const answer = await getPage(list, withQuery(list.path, { since: since.version! }), since.versionEtag ?? null);
  if (answer === 'offline' || answer === 'error') return answer;
  if (answer.status === 304) return 'unchanged';
  if (answer.startOver || answer.version === undefined) return 'startOver';
  const next: ListVersion = { version: answer.version, versionEtag: answer.etag };
  await db.transaction('rw', table, db.meta, async () => {
    if (answer.removed.length) await table.bulkDelete(answer.removed);
    if (answer.rows.length) await putRows(table, answer.rows);
    const meta = await db.meta.get(key);
    const states = partStates(meta?.value);
    const held = answer.rows.length || answer.removed.length ? await table.toArray() : [];
    const parts2: Record<string, PartState> = {};
    for (const part of parts) {
      const state = states[part.name];
      if (!state) continue;
      if (!held.length) {
        parts2[part.name] = state;
        continue;
      }
      const end = state.nextCursor === null ? null : await stretchEnd(table, part, state);
      const inPart = inListOrder(part.order, held.filter(part.includes));
      const ids = (state.nextCursor === null ? inPart : end ? inPart.filter((r) => !comesAfter(part.order, r, end)) : []).map((r) => r.id);
      // The part's first page is no longer what its ETag named.
      parts2[part.name] = { ...state, ids, etag: null, ...(end ? { lastKey: end } : {}) };
    }
    await db.meta.put({ key, etag: null, lastRefreshedAt: Date.now(), value: { audience, parts: { ...states, ...parts2 }, ...next } } satisfies MetaRow);
  });
  return answer.rows.length || answer.removed.length ? 'updated' : 'unchanged';
}

/** Refreshes each part's first page; a 304 when nothing changed. Never throws. */
export async function refreshParts(
  list: PagedList,
  parts: ListPart[],
  key: string,
  audience: Audience,
  seed?: { items: unknown[]; etag: string | null; nextCursor?: string | null; version?: number; versionEtag?: string },
): Promise<PageResult> {
  const table = list.table as Table<Row, number>;
  let meta = await db.meta.get(key);
  // The page came with the first part's first page from the server (a first visit): kept as fetched.
  if (!meta && seed && audience === 'public') {
    const rows = seed.items as Row[];
    await db.transaction('rw', table, db.meta, async () => {
      await storePage(table, parts[0], rows, null, !seed.nextCursor);
      await saveState(
        key,
        audience,
        parts[0].name,
        { etag: seed.etag, limit: parts[0].pageSize, ids: rows.map((r) => r.id), nextCursor: seed.nextCursor ?? null, lastKey: lastKeyOf(parts[0], rows) },
        { version: seed.version, versionEtag: seed.versionEtag ?? null },
      );
    });
    meta = await db.meta.get(key);
  }
  const sameAudience = (meta?.value as { audience?: Audience } | undefined)?.audience === audience;
  // Every part loaded before and the list's version known: ask only what changed since.
  const since = sameAudience ? versionOf(meta?.value) : {};
  if (since.version !== undefined && parts.every((part) => partStates(meta?.value)[part.name])) {
    const changed = await applyChanges(list, parts, key, audience, since);
    if (changed !== 'startOver') {
      if (changed === 'unchanged') await db.meta.update(key, { lastRefreshedAt: Date.now() });
      return changed;
    }
  }
  const fresh = meta?.lastRefreshedAt !== undefined && Date.now() - meta.lastRefreshedAt < NEW_VISIT_MS;
  let result: PageResult = 'unchanged';
  for (const part of parts) {
    const state = sameAudience ? partStates(meta?.value)[part.name] : undefined;
    const limit = Math.min(MAX_PAGE_SIZE, Math.max(part.pageSize, fresh || !meta?.lastRefreshedAt ? (state?.ids.length ?? 0) : 0));
    // A 304 only says "what you had is still right": asked only for the same page while its rows are all here.
    const held = state && state.limit === limit && (await table.bulkGet(state.ids)).every(Boolean);
    const answer = await getPage(list, withQuery(list.path, { ...part.query, limit }), held ? state.etag : null);
    if (answer === 'offline' || answer === 'error') return answer;
    if (answer.status === 304) continue;
    await db.transaction('rw', table, db.meta, async () => {
      await storePage(table, part, answer.rows, null, answer.nextCursor === null);
      await saveState(
        key,
        audience,
        part.name,
        { etag: answer.etag, limit, ids: answer.rows.map((r) => r.id), nextCursor: answer.nextCursor, lastKey: lastKeyOf(part, answer.rows) },
        { version: answer.version, versionEtag: null },
      );
    });
    result = 'updated';
  }
  await db.meta.update(key, { lastRefreshedAt: Date.now() });
  return result;
}

/** Loads the part's next page after what it holds. 'unchanged' when there is none. Never throws. */
export async function loadNextPage(list: PagedList, part: ListPart, key: string, audience: Audience): Promise<PageResult> {
  const table = list.table as Table<Row, number>;
  const meta = await db.meta.get(key);
  const state = partStates(meta?.value)[part.name];
  if (!state?.nextCursor) return 'unchanged';
  const answer = await getPage(list, withQuery(list.path, { ...part.query, limit: part.pageSize, cursor: state.nextCursor }), null);
  if (answer === 'offline' || answer === 'error') return answer;
  if (answer.status === 304) return 'unchanged';
  // The stretch starts after the last row held (or, were it gone, at the page's first row: never the top).
  const lastHeld = state.ids.length ? await table.get(state.ids[state.ids.length - 1]) : undefined;
  const start = lastHeld ?? answer.rows[0];
  await db.transaction('rw', table, db.meta, async () => {
    if (start) await storePage(table, part, answer.rows, part.order.key(start), answer.nextCursor === null);
    await saveState(key, audience, part.name, {
      ...state,
      ids: [...state.ids, ...answer.rows.map((r) => r.id)],
      nextCursor: answer.nextCursor,
      lastKey: lastKeyOf(part, answer.rows) ?? state.lastKey,
    });
  });
  return 'updated';
}

/** Puts the server's first rows matching a filter beside the list's rows (no stretch is reconciled: a filtered page says nothing of the rows between). */
export async function matchingRows(list: PagedList, filter: { q?: string; category?: string }, audience: Audience, key: string): Promise<PageResult> {
  const query = Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => !!e[1]));
  const answer = await getPage(list, withQuery(list.path, { ...query, limit: MAX_PAGE_SIZE }), null);
  if (answer === 'offline' || answer === 'error') return answer;
  if (answer.status === 304 || answer.rows.length === 0) return 'unchanged';
  const table = list.table as Table<Row, number>;
  const meta = await db.meta.get(key);
  // Rows fetched for a wider audience (an admin's) are kept only in a copy labelled for it.
  if (meta && (meta.value as { audience?: Audience } | undefined)?.audience !== audience) return 'unchanged';
  await putRows(table, answer.rows);
  return 'updated';
}

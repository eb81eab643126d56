/**
 * The local mirror, as pages use it: server lists copied into IndexedDB. Pages render from the
 * device at once and refresh from the network once per visit (stale-while-revalidate). The
 * storage side (Dexie) lives in mirror-store.ts and is loaded on first use, after the first
 * paint (on a page the server rendered, after its first seconds), so it is not part of the app's
 * critical JavaScript; this module only holds React state.
 */
import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ClubEvent } from '@shared/schemas/events';
import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { Member } from '@shared/schemas/members';
import type { Notice } from '@shared/schemas/notices';
import { CARD_CAP } from '@shared/list-shown';
import { type Audience, getMirrorAudience, setAudienceValue, subscribeAudience, visibleTo } from './mirror-audience';
import type { ListSnapshot, RefreshResult } from './mirror-store';
import { seededList } from './page-seed';
import { loadLater } from './load-later';
import { laterDb } from './first-seconds';

export { audienceOf, type Audience } from './mirror-audience';
export type { RefreshResult } from './mirror-store';

interface ListItems {
  events: ClubEvent;
  news: NewsArticle;
  projects: Project;
  gallery: GalleryImage;
  members: Member;
  notices: Notice;
}
export type MirroredListName = keyof ListItems;

/** The storage side, after a first visit's first seconds (first-seconds.ts): until then the page shows what the server rendered it with. */
const store = () => laterDb().then(() => import('./mirror-store'));

/**
 * The signed-in person changed (lib/auth.tsx): copies made for a wider audience are deleted, and
 * every list on screen refreshes for the new one.
 */
export async function setMirrorAudience(next: Audience): Promise<void> {
  setAudienceValue(next);
  await (await store()).dropWiderCopies(next);
}

/** Fetches a list again (after a write that changes it). Never throws. */
export function refreshMirroredList(name: MirroredListName): Promise<RefreshResult> {
  return loadLater(async () => (await store()).refreshMirroredList(name));
}

function useMirrorAudience(): Audience {
  return useSyncExternalStore(subscribeAudience, getMirrorAudience, getMirrorAudience);
}

export interface MirroredList<T> {
  /** A paged list's rows as far as loaded (offline: all the device has), in each part's order. */
  items: T[];
  /** Every row the device has, in the same order (what search looks through). */
  everything: T[];
  /** Whether `items` stopped at CARD_CAP with more beyond it (on the device or the server): the page says so and points to search. */
  capped: boolean;
  /** Per part of a paged list (lib/mirror-parts.ts): whether the server has more after what is loaded. */
  more: Record<string, boolean>;
  /** Loads a part's next page; while it runs, `loadingMore` is that part's name. */
  loadMore: (part: string) => Promise<RefreshResult>;
  loadingMore: string | null;
  /** Nothing local yet and the first fetch is running. */
  isLoading: boolean;
  /** Only when nothing is local and the fetch failed. */
  error: boolean;
  /** The same, in the words every copy uses (lib/own-mirror.ts): nothing on this device yet and the last load failed. */
  neverLoaded: boolean;
  lastRefreshedAt: number | null;
}

/** A page never shows more cards than this (issue 27 §1): shared/list-shown.ts. */
export { CARD_CAP };

/** The list from the device at once, refreshed once per mount and per audience (no polling). */
/** The rows of a copy the viewer may not see: one array, so memos keyed by it hold. */
const NO_ROWS: never[] = [];
const NO_MORE: Record<string, boolean> = {};

export function useMirroredList<N extends MirroredListName>(name: N): MirroredList<ListItems[N]> {
  const viewer = useMirrorAudience();
  // undefined while the device copy is being read
  const [snapshot, setSnapshot] = useState<ListSnapshot | undefined>(undefined);
  // What the server rendered the page with (lib/page-seed.ts): shown until the device holds a copy.
  // A seeded list is a paged list's first page: its first part (lib/mirror-parts.ts).
  const [seeded] = useState<ListSnapshot | undefined>(() => {
    const list = seededList(name);
    // A partial seed (a few rows: the home page's blocks, an event's page) has no pages to load more of.
    return list && { rows: list.items as ListSnapshot['rows'], meta: null, more: list.partial ? {} : { [list.part ?? 'all']: !!list.nextCursor } };
  });
  const [status, setStatus] = useState<'fetching' | RefreshResult>('fetching');
  const [loadingMore, setLoadingMore] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    // The device's copy and the network's answer re-render whole lists: as transitions, which React
    // renders in slices, so a phone's main thread is never held for long.
    const show = (next: ListSnapshot | undefined) => startTransition(() => setSnapshot(next));
    void store().then((s) => {
      if (live) unsubscribe = s.watchList(name, show);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [name]);

  useEffect(() => {
    let live = true;
    setStatus('fetching');
    void refreshMirroredList(name).then((r) => live && startTransition(() => setStatus(r)));
    return () => {
      live = false;
    };
  }, [name, viewer]);

  // A copy made for a wider audience than the viewer's is not shown, even for the moment before it is dropped.
  const copyAudience = (snapshot?.meta?.value as { audience?: Audience } | undefined)?.audience ?? 'public';
  const hidden = snapshot?.meta != null && !visibleTo(copyAudience, viewer);
  const shown = seeded && !snapshot?.meta ? seeded : snapshot;
  const rows = shown === undefined ? undefined : hidden ? NO_ROWS : shown.rows;
  const meta = shown === undefined ? undefined : hidden ? null : shown.meta;

  // A paged list shows what was loaded of it; offline (or when the server failed) all the device has.
  const everything = status === 'offline' || status === 'error';
  const loaded = hidden ? undefined : shown?.loaded;
  const items = useMemo(() => {
    if (!rows) return [];
    if (loaded && !everything) return loaded;
    if (loaded) return rows;
    const order = (meta?.value as { ids?: number[] } | undefined)?.ids;
    if (!order) return rows;
    const pos = new Map(order.map((id, i) => [id, i]));
    return [...rows].sort((a, b) => (pos.get(a.id) ?? Infinity) - (pos.get(b.id) ?? Infinity));
  }, [rows, meta, loaded, everything]);
  const more = (!hidden && shown?.more) || NO_MORE;
  const capped = items.length > CARD_CAP || (items.length === CARD_CAP && Object.values(more).some(Boolean));
  const cards = useMemo(() => (items.length > CARD_CAP ? items.slice(0, CARD_CAP) : items), [items]);
  const loadMore = useCallback(
    async (part: string) => {
      setLoadingMore(part);
      try {
        return await loadLater(async () => (await store()).loadMoreOf(name, part));
      } finally {
        setLoadingMore(null);
      }
    },
    [name],
  );

  const hasLocal = !!meta?.lastRefreshedAt || (rows?.length ?? 0) > 0;
  const known = rows !== undefined;
  const neverLoaded = known && !hasLocal && (status === 'offline' || status === 'error');
  return {
    items: cards as unknown as ListItems[N][],
    capped,
    everything: (rows ?? NO_ROWS) as unknown as ListItems[N][],
    more,
    loadMore,
    loadingMore,
    // Fetched, but the device copy has not caught up yet (a moment): still loading, not 'nothing there'.
    isLoading: !known || (!hasLocal && status !== 'offline' && status !== 'error'),
    error: neverLoaded,
    neverLoaded,
    lastRefreshedAt: meta?.lastRefreshedAt ?? null,
  };
}

/** Asks the server for a list's rows matching the words `q` and/or the `category`, and keeps them on the device (search and filters online find what the device lacks). Never throws. */
export function searchMirroredList(name: MirroredListName, filter: { q?: string; category?: string }): Promise<RefreshResult> {
  return loadLater(async () => (await store()).searchList(name, filter));
}

/** Epoch ms of the most recent successful refresh of any list. */
export function useLastRefresh(): number | null {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void store().then((s) => {
      if (live) unsubscribe = s.watchLastRefresh(setAt);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return at;
}

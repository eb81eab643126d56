import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from './db';
import { setMirrorAudience, useMirroredList } from './mirror';
import { loadMoreOf, metaKey, MIRRORED_LISTS, refreshList } from './mirror-store';
import { testEvent } from '@/test/fixtures/events';
import { testArticle } from '@/test/fixtures/content';

const ev = (id: number, title = `Event ${id}`) => testEvent({ id, title });
const when = '2026-03-01T10:00:00.000Z';
const ok = (body: unknown, etag: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await Promise.all([db.events.clear(), db.notices.clear(), db.news.clear(), db.meta.clear()]);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const notice = (id: number, title = `Notice ${id}`) => ({
  id,
  title,
  message: 'Hello',
  type: 'general' as const,
  priority: 'medium' as const,
  targetAudience: 'all' as const,
  startDate: when,
  endDate: when,
  link: null,
  linkText: null,
  dismissible: true,
  createdAt: when,
  updatedAt: when,
});
const headersOf = (call: unknown) => ((call as [string, RequestInit])[1].headers ?? {}) as Record<string, string>;

describe('refreshList: a list read whole (the notices in their window)', () => {
  it('fills the mirror on 200 and stores the ETag', async () => {
    fetchMock.mockResolvedValueOnce(ok([notice(1), notice(2)], '"v1"'));
    await expect(refreshList(MIRRORED_LISTS.notices)).resolves.toBe('updated');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/notices?active=true');
    expect((await db.notices.toArray()).map((e) => e.id)).toEqual([1, 2]);
    const meta = await db.meta.get(metaKey('notices'));
    expect(meta?.etag).toBe('"v1"');
    expect(meta?.lastRefreshedAt).toBeGreaterThan(0);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(headersOf(fetchMock.mock.calls[0])['If-None-Match']).toBeUndefined();
  });

  it('sends If-None-Match and on 304 keeps the rows, only touching lastRefreshedAt; a row gone from the device means asking for all again', async () => {
    fetchMock.mockResolvedValueOnce(ok([notice(1), notice(2)], '"v1"'));
    await refreshList(MIRRORED_LISTS.notices);
    await db.meta.update(metaKey('notices'), { lastRefreshedAt: 1 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(refreshList(MIRRORED_LISTS.notices)).resolves.toBe('unchanged');
    expect(headersOf(fetchMock.mock.calls[1])['If-None-Match']).toBe('"v1"');
    expect((await db.notices.toArray()).map((e) => e.id)).toEqual([1, 2]);
    expect((await db.meta.get(metaKey('notices')))?.lastRefreshedAt).toBeGreaterThan(1);

    await db.notices.delete(2);
    fetchMock.mockResolvedValueOnce(ok([notice(1), notice(2)], '"v1"'));
    await expect(refreshList(MIRRORED_LISTS.notices)).resolves.toBe('updated');
    expect(headersOf(fetchMock.mock.calls[2])['If-None-Match']).toBeUndefined();
    expect((await db.notices.toArray()).map((e) => e.id)).toEqual([1, 2]);
  });

  it('on a new 200 replaces the list; offline or on an answer the contract does not allow, keeps it', async () => {
    fetchMock.mockResolvedValueOnce(ok([notice(1), notice(2), notice(3)], '"v1"'));
    await refreshList(MIRRORED_LISTS.notices);
    fetchMock.mockResolvedValueOnce(ok([notice(3, 'Renamed'), notice(1)], '"v2"'));
    await refreshList(MIRRORED_LISTS.notices);
    expect((await db.notices.toArray()).map((e) => [e.id, e.title])).toEqual([
      [1, 'Notice 1'],
      [3, 'Renamed'],
    ]);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refreshList(MIRRORED_LISTS.notices)).resolves.toBe('offline');
    fetchMock.mockResolvedValueOnce(ok({ oops: true }, '"n1"'));
    await expect(refreshList(MIRRORED_LISTS.notices)).resolves.toBe('error');
    expect(await db.notices.count()).toBe(2);
    expect((await db.meta.get(metaKey('notices')))?.etag).toBe('"v2"');
  });
});

describe('refreshList and loadMoreOf: a list read in pages (issue 27)', () => {
  const article = (id: number, day: number, title = `Article ${id}`) =>
    testArticle({ id, title, publishedAt: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z` });
  const page = (rows: unknown[], nextCursor: string | null, etag = '"p"') => ok({ articles: rows, nextCursor }, etag);
  const ids = async () => (await db.news.toArray()).map((a) => a.id).sort((a, b) => a - b);
  const part = async () =>
    ((await db.meta.get(metaKey('news')))?.value as { parts: Record<string, { ids: number[]; nextCursor: string | null; etag: string }> }).parts.all;
  beforeEach(() => db.news.clear());

  it('asks for the first page only, keeps its cursor, and a refresh in the same visit is a 304 for the same page', async () => {
    fetchMock.mockResolvedValueOnce(page([article(9, 9), article(8, 8)], 'c1', '"p1"'));
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('updated');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/news?limit=24');
    expect(await part()).toMatchObject({ ids: [9, 8], nextCursor: 'c1', etag: '"p1"' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('unchanged');
    expect(headersOf(fetchMock.mock.calls[1])['If-None-Match']).toBe('"p1"');
  });

  it("'Load more' asks after the cursor and adds the page; rows the device held in that stretch that the page lacks were deleted, rows below it stay", async () => {
    await db.news.bulkPut([article(5, 5), article(3, 3), article(1, 1)]); // from an earlier visit
    fetchMock.mockResolvedValueOnce(page([article(9, 9), article(8, 8)], 'c1'));
    await refreshList(MIRRORED_LISTS.news);
    fetchMock.mockResolvedValueOnce(page([article(7, 7), article(4, 4)], 'c2'));
    await expect(loadMoreOf('news', 'all')).resolves.toBe('updated');
    expect(fetchMock.mock.calls[1][0]).toBe('/api/news?limit=24&cursor=c1');
    expect(await ids()).toEqual([1, 3, 4, 7, 8, 9]); // 5 was deleted on the server; 3 and 1 are further down
    expect(await part()).toMatchObject({ ids: [9, 8, 7, 4], nextCursor: 'c2' });

    // Within the visit, a refresh asks for as many rows as were loaded, at least a page (Back keeps how far one read).
    fetchMock.mockResolvedValueOnce(page([article(10, 10), article(9, 9), article(8, 8), article(7, 7)], 'c3', '"p2"'));
    await refreshList(MIRRORED_LISTS.news);
    expect(fetchMock.mock.calls[2][0]).toBe('/api/news?limit=24');
    fetchMock.mockResolvedValueOnce(page([article(3, 3)], null));
    await loadMoreOf('news', 'all');
    expect(await ids()).toEqual([3, 7, 8, 9, 10]); // the last page: everything below it the server no longer has went
    expect(await part()).toMatchObject({ ids: [10, 9, 8, 7, 3], nextCursor: null });
    await expect(loadMoreOf('news', 'all')).resolves.toBe('unchanged');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('once a page brought the version, a refresh asks only what changed since: new rows join the loaded stretch, removed ones go; nothing new is a 304; too far behind starts over', async () => {
    fetchMock.mockResolvedValueOnce(ok({ articles: [article(9, 9), article(8, 8), article(7, 7)], nextCursor: 'c1', version: 5 }, '"p1"'));
    await refreshList(MIRRORED_LISTS.news);
    fetchMock.mockResolvedValueOnce(ok({ articles: [article(10, 10), article(2, 2, 'Old one, edited')], removed: [8, 44], version: 7 }, 'W/"public.v7"'));
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('updated');
    expect(fetchMock.mock.calls[1][0]).toBe('/api/news?since=5');
    expect(headersOf(fetchMock.mock.calls[1])['If-None-Match']).toBeUndefined();
    expect(await ids()).toEqual([2, 7, 9, 10]);
    // The new article is inside the loaded stretch (above its end); the edited old one is below it.
    expect(await part()).toMatchObject({ ids: [10, 9, 7], nextCursor: 'c1' });

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('unchanged');
    expect(fetchMock.mock.calls[2][0]).toBe('/api/news?since=7');
    expect(headersOf(fetchMock.mock.calls[2])['If-None-Match']).toBe('W/"public.v7"');

    // 'Load more' still goes on after the cursor, and the stretch ends with its page.
    fetchMock.mockResolvedValueOnce(page([article(2, 2, 'Old one, edited'), article(1, 1)], null));
    await loadMoreOf('news', 'all');
    expect(await part()).toMatchObject({ ids: [10, 9, 7, 2, 1], nextCursor: null });

    fetchMock.mockResolvedValueOnce(ok({ articles: [], removed: [], version: 90, startOver: true }, 'W/"public.v90"'));
    fetchMock.mockResolvedValueOnce(ok({ articles: [article(11, 11)], nextCursor: null, version: 90 }, '"p9"'));
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('updated');
    expect(fetchMock.mock.calls.slice(4).map((c) => c[0])).toEqual(['/api/news?since=7', '/api/news?limit=24']);
    expect(await ids()).toEqual([11]);
    expect((await db.meta.get(metaKey('news')))?.value).toMatchObject({ version: 90 });
  });

  it('events are read in two parts: the open ones (up to 100) and the past ones, newest first', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      ok({ events: url.includes('upcoming') ? [ev(1)] : [testEvent({ id: 2, status: 'completed' })], nextCursor: null }, '"e"'),
    );
    await refreshList(MIRRORED_LISTS.events);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/events?when=upcoming&limit=100', '/api/events?when=past&limit=24']);
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([1, 2]);
    fetchMock.mockResolvedValueOnce(ok({ events: [{ id: 2, title: 'No date' }] }, '"v2"'));
    await expect(refreshList(MIRRORED_LISTS.events)).resolves.toBe('error');
  });

  it('a page shows what was loaded, and offline everything the device has; more is said per part', async () => {
    await db.news.bulkPut([article(1, 1)]);
    fetchMock.mockResolvedValueOnce(page([article(9, 9)], 'c1'));
    const { result } = renderHook(() => useMirroredList('news'));
    await waitFor(() => expect(result.current.items.map((a) => a.id)).toEqual([9]));
    expect(result.current.more).toEqual({ all: true });
    fetchMock.mockResolvedValueOnce(page([article(2, 2)], null));
    await act(() => result.current.loadMore('all'));
    await waitFor(() => expect(result.current.items.map((a) => a.id)).toEqual([9, 2]));
    expect(result.current.more).toEqual({ all: false });

    await db.news.put(article(0, 1)); // not yet reconciled (e.g. from an older visit)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = renderHook(() => useMirroredList('news'));
    await waitFor(() => expect(offline.result.current.items.map((a) => a.id)).toEqual([9, 2, 0]));
    expect(offline.result.current.capped).toBe(false);
  });
});

describe('useMirroredList', () => {
  it('renders the mirror at once, then the refreshed list in server order', async () => {
    await db.notices.bulkPut([notice(1, 'Old')]);
    await db.meta.put({ key: metaKey('notices'), etag: '"v1"', lastRefreshedAt: 5, value: { ids: [1] } });
    let release!: () => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (release = () => r(ok([notice(9), notice(1, 'New')], '"v2"')))));
    const { result } = renderHook(() => useMirroredList('notices'));
    await waitFor(() => expect(result.current.items.map((e) => e.title)).toEqual(['Old']));
    expect(result.current.isLoading).toBe(false);
    release();
    await waitFor(() => expect(result.current.items.map((e) => e.title)).toEqual(['Notice 9', 'New']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('two parts of a page showing one list both follow it, also after one of them is gone', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>)['If-None-Match'] ? new Response(null, { status: 304 }) : ok([notice(1)], '"v1"'),
    );
    const first = renderHook(() => useMirroredList('notices'));
    const second = renderHook(() => useMirroredList('notices'));
    await waitFor(() => expect(first.result.current.items.map((e) => e.id)).toEqual([1]));
    await waitFor(() => expect(second.result.current.items.map((e) => e.id)).toEqual([1]));
    await waitFor(() => expect(second.result.current.lastRefreshedAt).not.toBeNull());
    first.unmount();
    await db.notices.put(notice(2));
    await db.meta.update(metaKey('notices'), { value: { ids: [2, 1], audience: 'public' } });
    await waitFor(() => expect(second.result.current.items.map((e) => e.id)).toEqual([2, 1]));
    // A part that comes later gets the list at once.
    const third = renderHook(() => useMirroredList('notices'));
    await waitFor(() => expect(third.result.current.items.map((e) => e.id)).toEqual([2, 1]));
  });

  it('reports an error only when nothing is local and the fetch failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useMirroredList('events'));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.items).toEqual([]);
  });
});

describe('lists are kept per audience (a phone shared after an admin signed out)', () => {
  const common = { createdAt: when, updatedAt: when, createdBy: null, approvedBy: null };
  const project = (id: number, status: 'approved' | 'pending') => ({
    ...common,
    id,
    title: `Project ${id}`,
    description: 'Lamps',
    imageUrl: null,
    status,
    category: 'general',
    completedAt: null,
  });
  const audienceNotice = (id: number, targetAudience: 'all' | 'admins') => ({ ...notice(id), targetAudience });
  beforeEach(async () => {
    await Promise.all([db.projects.clear(), db.notices.clear()]);
    await setMirrorAudience('public');
  });

  it('what an admin loaded is dropped when a visitor takes the phone, and hidden even before', async () => {
    await setMirrorAudience('admin');
    fetchMock.mockResolvedValueOnce(ok({ projects: [project(1, 'approved'), project(2, 'pending')] }, '"p1"'));
    await refreshList(MIRRORED_LISTS.projects);
    fetchMock.mockResolvedValueOnce(ok([audienceNotice(1, 'all'), audienceNotice(2, 'admins')], '"n1"'));
    await refreshList(MIRRORED_LISTS.notices);
    expect(await db.projects.count()).toBe(2);

    await setMirrorAudience('public');
    expect(await db.projects.count()).toBe(0);
    expect(await db.notices.count()).toBe(0);
    expect(await db.meta.get(metaKey('projects'))).toBeUndefined();
  });

  it('a list on screen refetches for the new audience, without the old ETag', async () => {
    fetchMock.mockImplementation(async () => ok({ projects: [project(1, 'approved'), project(2, 'pending')] }, '"admin-view"'));
    await setMirrorAudience('admin');
    const { result } = renderHook(() => useMirroredList('projects'));
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual([2, 1])); // newest first (the same day: the higher id)
    fetchMock.mockImplementation(async () => ok({ projects: [project(1, 'approved')] }, '"public-view"'));
    await setMirrorAudience('public');
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual([1]));
    const last = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect((last[1].headers as Record<string, string>)['If-None-Match']).toBeUndefined();
  });

  it('a public copy stays when an admin signs in; an unlabelled old copy is dropped only if it holds non-public items', async () => {
    fetchMock.mockResolvedValueOnce(ok({ projects: [project(1, 'approved')] }, '"p"'));
    await refreshList(MIRRORED_LISTS.projects);
    await setMirrorAudience('admin');
    expect(await db.projects.count()).toBe(1);

    await setMirrorAudience('public');
    await db.projects.bulkPut([project(1, 'approved'), project(3, 'pending')]);
    await db.meta.put({ key: metaKey('projects'), etag: '"old"', lastRefreshedAt: 1, value: { ids: [1, 3] } });
    await db.notices.bulkPut([audienceNotice(1, 'all')]);
    await db.meta.put({ key: metaKey('notices'), etag: '"old"', lastRefreshedAt: 1, value: { ids: [1] } });
    await setMirrorAudience('member');
    expect(await db.projects.count()).toBe(0);
    expect(await db.notices.count()).toBe(1);
  });
});

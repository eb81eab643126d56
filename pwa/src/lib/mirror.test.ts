import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from './db';
import { setMirrorAudience, useMirroredList } from './mirror';
import { metaKey, MIRRORED_LISTS, refreshList } from './mirror-store';
import { testEvent } from '@/test/fixtures/events';

const ev = (id: number, title = `Event ${id}`) => testEvent({ id, title });
const when = '2026-03-01T10:00:00.000Z';
const ok = (body: unknown, etag: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await Promise.all([db.events.clear(), db.notices.clear(), db.meta.clear()]);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('refreshList', () => {
  it('fills the mirror on 200 and stores the ETag', async () => {
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1), ev(2)] }, '"v1"'));
    await expect(refreshList(MIRRORED_LISTS.events)).resolves.toBe('updated');
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([1, 2]);
    const meta = await db.meta.get(metaKey('events'));
    expect(meta?.etag).toBe('"v1"');
    expect(meta?.lastRefreshedAt).toBeGreaterThan(0);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['If-None-Match']).toBeUndefined();
  });

  it('sends If-None-Match and on 304 keeps the rows, only touching lastRefreshedAt', async () => {
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1), ev(2)] }, '"v1"'));
    await refreshList(MIRRORED_LISTS.events);
    await db.meta.update(metaKey('events'), { lastRefreshedAt: 1 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(refreshList(MIRRORED_LISTS.events)).resolves.toBe('unchanged');
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([1, 2]);
    const meta = await db.meta.get(metaKey('events'));
    expect(meta?.etag).toBe('"v1"');
    expect(meta?.lastRefreshedAt).toBeGreaterThan(1);
  });

  it('asks for the whole list again (no If-None-Match) when a row went missing on the device', async () => {
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1), ev(2)] }, '"v1"'));
    await refreshList(MIRRORED_LISTS.events);
    await db.events.delete(2); // e.g. an article page removed its copy after a 404
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1), ev(2)] }, '"v1"'));
    await expect(refreshList(MIRRORED_LISTS.events)).resolves.toBe('updated');
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['If-None-Match']).toBeUndefined();
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([1, 2]);
  });

  it('on a new 200 replaces the list: changed rows updated, rows gone from the server deleted', async () => {
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1), ev(2), ev(3)] }, '"v1"'));
    await refreshList(MIRRORED_LISTS.events);
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(3, 'Renamed'), ev(1)] }, '"v2"'));
    await refreshList(MIRRORED_LISTS.events);
    const rows = await db.events.toArray();
    expect(rows.map((e) => [e.id, e.title])).toEqual([
      [1, 'Event 1'],
      [3, 'Renamed'],
    ]);
    expect((await db.meta.get(metaKey('events')))?.etag).toBe('"v2"');
  });

  it('keeps the mirror when the network fails', async () => {
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1)] }, '"v1"'));
    await refreshList(MIRRORED_LISTS.events);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refreshList(MIRRORED_LISTS.events)).resolves.toBe('offline');
    expect(await db.events.count()).toBe(1);
  });

  it('asks for the notices in their window, and keeps the mirror when an answer is not what the contract allows', async () => {
    fetchMock.mockResolvedValueOnce(ok({ events: [ev(1)] }, '"v1"'));
    await refreshList(MIRRORED_LISTS.events);
    fetchMock.mockResolvedValueOnce(ok({ events: [{ id: 2, title: 'No date' }] }, '"v2"'));
    await expect(refreshList(MIRRORED_LISTS.events)).resolves.toBe('error');
    expect((await db.events.toArray()).map((e) => e.id)).toEqual([1]);
    expect((await db.meta.get(metaKey('events')))?.etag).toBe('"v1"');

    fetchMock.mockResolvedValueOnce(ok({ oops: true }, '"n1"'));
    await expect(refreshList(MIRRORED_LISTS.notices)).resolves.toBe('error');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/notices?active=true');
    expect(await db.notices.count()).toBe(0);
  });
});

describe('useMirroredList', () => {
  it('renders the mirror at once, then the refreshed list in server order', async () => {
    await db.events.bulkPut([ev(1, 'Old')]);
    await db.meta.put({ key: metaKey('events'), etag: '"v1"', lastRefreshedAt: 5, value: { ids: [1] } });
    let release!: () => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (release = () => r(ok({ events: [ev(9), ev(1, 'New')] }, '"v2"')))));
    const { result } = renderHook(() => useMirroredList('events'));
    await waitFor(() => expect(result.current.items.map((e) => e.title)).toEqual(['Old']));
    expect(result.current.isLoading).toBe(false);
    release();
    await waitFor(() => expect(result.current.items.map((e) => e.title)).toEqual(['Event 9', 'New']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('two parts of a page showing one list both follow it, also after one of them is gone', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>)['If-None-Match'] ? new Response(null, { status: 304 }) : ok({ events: [ev(1)] }, '"v1"'),
    );
    const first = renderHook(() => useMirroredList('events'));
    const second = renderHook(() => useMirroredList('events'));
    await waitFor(() => expect(first.result.current.items.map((e) => e.id)).toEqual([1]));
    await waitFor(() => expect(second.result.current.items.map((e) => e.id)).toEqual([1]));
    await waitFor(() => expect(second.result.current.lastRefreshedAt).not.toBeNull());
    first.unmount();
    await db.events.put(ev(2));
    await db.meta.update(metaKey('events'), { value: { ids: [2, 1], audience: 'public' } });
    await waitFor(() => expect(second.result.current.items.map((e) => e.id)).toEqual([2, 1]));
    // A part that comes later gets the list at once.
    const third = renderHook(() => useMirroredList('events'));
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
  const notice = (id: number, targetAudience: 'all' | 'admins') => ({
    id,
    title: `Notice ${id}`,
    message: 'Hello',
    type: 'general' as const,
    priority: 'medium' as const,
    targetAudience,
    startDate: when,
    endDate: when,
    link: null,
    linkText: null,
    dismissible: true,
    createdAt: when,
    updatedAt: when,
  });
  beforeEach(async () => {
    await Promise.all([db.projects.clear(), db.notices.clear()]);
    await setMirrorAudience('public');
  });

  it('what an admin loaded is dropped when a visitor takes the phone, and hidden even before', async () => {
    await setMirrorAudience('admin');
    fetchMock.mockResolvedValueOnce(ok({ projects: [project(1, 'approved'), project(2, 'pending')] }, '"p1"'));
    await refreshList(MIRRORED_LISTS.projects);
    fetchMock.mockResolvedValueOnce(ok([notice(1, 'all'), notice(2, 'admins')], '"n1"'));
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
    await waitFor(() => expect(result.current.items.map((p) => p.id)).toEqual([1, 2]));
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
    await db.notices.bulkPut([notice(1, 'all')]);
    await db.meta.put({ key: metaKey('notices'), etag: '"old"', lastRefreshedAt: 1, value: { ids: [1] } });
    await setMirrorAudience('member');
    expect(await db.projects.count()).toBe(0);
    expect(await db.notices.count()).toBe(1);
  });
});

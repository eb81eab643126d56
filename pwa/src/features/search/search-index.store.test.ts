import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { unpack } from './index-pack';
import { syncSearchIndex } from './search-index.store';

const entry = (id: number, title = `Story ${id}`) => ({ type: 'news', id, title, status: 'published', date: '2026-01-01' });
const ok = (body: unknown, etag: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
const held = async () => {
  const row = await db.searchPacks.get('index');
  return row ? await unpack(row) : [];
};
const keys = async () => (await held()).map((e) => `${e.type}:${e.id}`).sort();

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await Promise.all([db.searchPacks.clear(), db.meta.clear()]);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('syncSearchIndex', () => {
  it('fetches the index whole once, then only what changed (removed entries go), a 304 when nothing did, and starts over when told', async () => {
    fetchMock.mockResolvedValueOnce(ok({ entries: [entry(1), entry(2)], version: 4 }, 'W/"index.a"'));
    await expect(syncSearchIndex()).resolves.toBe('updated');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/search-index');
    expect(await keys()).toEqual(['news:1', 'news:2']);

    fetchMock.mockResolvedValueOnce(ok({ entries: [entry(3), entry(1, 'Story one, edited')], removed: [{ type: 'news', id: 2 }], version: 6 }, 'W/"index.v6"'));
    await expect(syncSearchIndex()).resolves.toBe('updated');
    expect(fetchMock.mock.calls[1][0]).toBe('/api/search-index?since=4');
    expect(await keys()).toEqual(['news:1', 'news:3']);
    expect((await held()).find((e) => e.id === 1)?.title).toBe('Story one, edited');
    expect((await db.searchPacks.get('index'))?.encoding).toBe('gzip'); // packed: one compressed row

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(syncSearchIndex()).resolves.toBe('unchanged');
    expect(fetchMock.mock.calls[2][0]).toBe('/api/search-index?since=6');
    expect((fetchMock.mock.calls[2][1] as RequestInit).headers).toMatchObject({ 'If-None-Match': 'W/"index.v6"' });

    fetchMock.mockResolvedValueOnce(ok({ entries: [], removed: [], version: 99, startOver: true }, 'W/"index.v99"'));
    fetchMock.mockResolvedValueOnce(ok({ entries: [entry(9)], version: 99 }, 'W/"index.b"'));
    await expect(syncSearchIndex()).resolves.toBe('updated');
    expect(fetchMock.mock.calls[4][0]).toBe('/api/search-index');
    expect(await keys()).toEqual(['news:9']);

    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(syncSearchIndex()).resolves.toBe('offline');
    expect(await keys()).toEqual(['news:9']);
  });
});

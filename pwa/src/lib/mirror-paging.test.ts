import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from './db';
import { CARD_CAP, useMirroredList } from './mirror';
import { loadMoreOf, metaKey } from './mirror-store';
import { testArticle } from '@/test/fixtures/content';

/** Paged lists on a phone (issue 27): 'Load more' however early it is pressed, and never more cards than a page holds. */
const ok = (body: unknown, etag: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
const article = (id: number, day: number) => testArticle({ id, title: `Article ${id}`, publishedAt: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z` });
const page = (rows: unknown[], nextCursor: string | null, etag = '"p"') => ok({ articles: rows, nextCursor }, etag);
const ids = async () => (await db.news.toArray()).map((a) => a.id).sort((a, b) => a - b);
const part = async () => ((await db.meta.get(metaKey('news')))?.value as { parts: Record<string, { nextCursor: string | null }> }).parts.all;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await Promise.all([db.news.clear(), db.meta.clear()]);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('paged lists on a phone', () => {
  it("'Load more' pressed before the first page was stored on the device stores it first, then loads the next page", async () => {
    fetchMock.mockResolvedValueOnce(page([article(9, 9), article(8, 8)], 'c1', '"p1"'));
    fetchMock.mockResolvedValueOnce(page([article(7, 7)], null, '"p2"'));
    await expect(loadMoreOf('news', 'all')).resolves.toBe('updated');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/news?limit=24', '/api/news?limit=24&cursor=c1']);
    expect(await ids()).toEqual([7, 8, 9]);
    expect((await part()).nextCursor).toBeNull();
  });

  it(`never shows more than ${CARD_CAP} cards: past that the list says it is capped`, async () => {
    const many = Array.from({ length: CARD_CAP + 5 }, (_, i) => article(1000 + i, 1 + (i % 28)));
    await db.news.bulkPut(many);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch')); // offline: everything the device has
    const { result } = renderHook(() => useMirroredList('news'));
    await waitFor(() => expect(result.current.everything).toHaveLength(CARD_CAP + 5));
    expect(result.current.items).toHaveLength(CARD_CAP);
    expect(result.current.capped).toBe(true);
  });
});

/**
 * A page the server rendered with its data (api/src/static/render-page.ts) carries that data in
 * `<script type="application/json" id="page-seed">`: the app's first render must show the same
 * (or React cannot take the page over), and the mirror keeps it with its ETag so the first
 * refresh is a 304.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { testArticle } from '@/test/fixtures/content';

const article = (id: number, title: string) => testArticle({ id, title });
const SEED = {
  lists: { news: { items: [article(4, 'Membership Applications Are Open'), article(2, 'Solar lamps')], etag: 'W/"seeded"' } },
  articles: { '4': article(4, 'Membership Applications Are Open') },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-seed';
  block.textContent = JSON.stringify(SEED);
  document.body.append(block);
  vi.resetModules(); // page-seed.ts reads the block when it is first imported
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  document.getElementById('page-seed')?.remove();
  vi.unstubAllGlobals();
  const { db } = await import('./db');
  await Promise.all([db.news.clear(), db.meta.clear()]);
});

describe('the page seed', () => {
  it('is what a list shows on its first render, before the device or the network has answered', async () => {
    const { useMirroredList } = await import('./mirror');
    let answer!: (res: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))); // the network has not answered yet
    const renders: { ids: number[]; isLoading: boolean }[] = [];
    const { unmount } = renderHook(() => {
      const list = useMirroredList('news');
      renders.push({ ids: list.items.map((a) => a.id), isLoading: list.isLoading });
    });
    expect(renders[0]).toEqual({ ids: [4, 2], isLoading: false });
    unmount();
    // The refresh it started ends here, before the next test's modules (and database) are new.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(null, { status: 304 }));
    await (await import('./load-later')).loadsSettled();
  });

  it('is kept as the list with its ETag, so the first refresh asks whether it is current (a 304)', async () => {
    const { db } = await import('./db');
    const { MIRRORED_LISTS, metaKey, refreshList } = await import('./mirror-store');
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 304 })));
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('unchanged');
    const [, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect((init.headers as Record<string, string>)['If-None-Match']).toBe('W/"seeded"');
    expect((await db.news.toArray()).map((a) => a.id).sort()).toEqual([2, 4]);
    expect((await db.meta.get(metaKey('news')))?.value).toMatchObject({ parts: { all: { etag: 'W/"seeded"', ids: [4, 2] } } });
  });

  it('is taken once: once the device holds the list, a later refresh does not put it back', async () => {
    const { db } = await import('./db');
    const { MIRRORED_LISTS, refreshList } = await import('./mirror-store');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await refreshList(MIRRORED_LISTS.news);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ articles: [article(9, 'Newer')] }), { status: 200, headers: { ETag: 'W/"v2"' } }));
    await refreshList(MIRRORED_LISTS.news);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await refreshList(MIRRORED_LISTS.news);
    expect((await db.news.toArray()).map((a) => a.id)).toEqual([9]);
  });

  it('is the article an article page shows on its first render', async () => {
    const { useLocalArticle } = await import('@/features/news/news.store');
    const titles: (string | undefined)[] = [];
    renderHook(() => void titles.push(useLocalArticle(4)?.title));
    expect(titles[0]).toBe('Membership Applications Are Open');
    const others: unknown[] = [];
    renderHook(() => void others.push(useLocalArticle(2)));
    expect(others[0]).toBeUndefined(); // not seeded: read from the device as before
  });
});

/** The home page's blocks (and an event's or a member's page) come with a few rows of a list: a partial seed. */
describe('a partial seed on a first visit', () => {
  beforeEach(() => {
    const partial = { lists: { news: { items: [article(7, 'Tree planting'), article(5, 'Solar lamps')], etag: null, partial: true } } };
    document.getElementById('page-seed')!.textContent = JSON.stringify(partial);
  });

  it('is kept as the device’s copy without fetching the list; the next refresh fetches its first page and replaces it', async () => {
    const { db } = await import('./db');
    const { MIRRORED_LISTS, metaKey, refreshList } = await import('./mirror-store');
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('unchanged');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await db.news.toArray()).map((a) => a.id).sort()).toEqual([5, 7]);
    expect((await db.meta.get(metaKey('news')))?.etag).toBeNull();

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ articles: [article(9, 'Newer'), article(7, 'Tree planting')], nextCursor: null, version: 3 }), {
        status: 200,
        headers: { ETag: 'W/"p1"' },
      }),
    );
    await expect(refreshList(MIRRORED_LISTS.news)).resolves.toBe('updated');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/news\?limit=\d+$/);
    expect((init.headers as Record<string, string>)['If-None-Match']).toBeUndefined();
    // The page is the truth for its stretch: the kept row it lacks (5, unpublished since) goes.
    expect((await db.news.toArray()).map((a) => a.id).sort()).toEqual([7, 9]);
  });

  it('is not kept over what the device already holds: the list is fetched as usual', async () => {
    const { db } = await import('./db');
    const { MIRRORED_LISTS, metaKey, refreshList } = await import('./mirror-store');
    await db.news.put(article(3, 'Held before'));
    await db.meta.put({ key: metaKey('news'), etag: null, lastRefreshedAt: 1, value: { ids: [3], audience: 'public' } });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ articles: [article(3, 'Held before')], nextCursor: null }), { status: 200 }));
    await refreshList(MIRRORED_LISTS.news);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await db.news.toArray()).map((a) => a.id)).toEqual([3]);
  });
});

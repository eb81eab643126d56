import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { putRows } from './mirror-rows';
import type { Table } from 'dexie';
import type { NewsArticle } from '@shared/schemas/content';

/** The table as the mirror's writers hold it (by id). */
const news = () => db.news as unknown as Table<NewsArticle, number>;
import { testArticle } from '@/test/fixtures/content';

describe('putRows', () => {
  afterEach(() => db.news.clear());

  it("keeps the article's own higher read count when a list's older answer comes in after it", async () => {
    await db.news.put(testArticle({ id: 1, readCount: 1483, title: 'Read' }));
    await putRows(news(), [testArticle({ id: 1, readCount: 1482, title: 'Renamed' }), testArticle({ id: 2, readCount: 7 })]);
    expect(await db.news.get(1)).toMatchObject({ readCount: 1483, title: 'Renamed' });
    expect(await db.news.get(2)).toMatchObject({ readCount: 7 });
  });

  it("takes the list's count when it is the higher one", async () => {
    await db.news.put(testArticle({ id: 1, readCount: 10 }));
    await putRows(news(), [testArticle({ id: 1, readCount: 12 })]);
    expect((await db.news.get(1))?.readCount).toBe(12);
  });

  it("keeps a stored article's body when a page's HTML brings the article without it", async () => {
    await db.news.put(testArticle({ id: 1, content: '<p>The whole story</p>', contentBn: '<p>পুরো গল্প</p>', title: 'Opened' }));
    const { content: _c, contentBn: _cb, ...bodiless } = testArticle({ id: 1, title: 'Renamed', readCount: 3 });
    const { content: _c2, contentBn: _cb2, ...neverOpened } = testArticle({ id: 2 });
    await putRows(news(), [bodiless as NewsArticle, neverOpened as NewsArticle]);
    expect(await db.news.get(1)).toMatchObject({ title: 'Renamed', content: '<p>The whole story</p>', contentBn: '<p>পুরো গল্প</p>' });
    expect((await db.news.get(2))?.content).toBeUndefined();
  });
});

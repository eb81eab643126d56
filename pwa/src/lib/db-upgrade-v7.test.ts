import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { VERSION_4, freshDatabaseEachTest } from './db-upgrade.test-utils';

/**
 * Version 7 packs the search index into one row (features/search/index-pack.ts). A phone that
 * kept the version-6 index (a row per entry) drops it and forgets its version, so the next
 * sync brings the index whole; nothing else is touched.
 */
const env = freshDatabaseEachTest();

describe('Dexie version 6 to 7: the search index packed', () => {
  it('drops the row-per-entry index and its version, and keeps the rest', async () => {
    const old = new Dexie('club');
    old.version(6).stores({ ...VERSION_4, searchIndex: 'key' });
    await old.table('searchIndex').bulkAdd([{ key: 'news:1', type: 'news', id: 1, title: 'Old', date: '2026-01-01' }]);
    await old.table('meta').bulkAdd([
      { key: 'search-index', etag: 'W/"index.v3"', value: { version: 3 } },
      { key: 'news', etag: '"n1"' },
    ]);
    await old.table('news').add({ id: 5, title: 'Kept' });
    old.close();

    const { db } = await import('./db');
    env.opened.push(db);
    await db.open();
    expect(db.verno).toBe(7);
    expect(db.tables.map((t) => t.name)).not.toContain('searchIndex');
    expect(await db.searchPacks.count()).toBe(0);
    expect(await db.meta.get('search-index')).toBeUndefined();
    expect(await db.meta.get('news')).toMatchObject({ etag: '"n1"' });
    expect(await db.news.get(5)).toMatchObject({ title: 'Kept' });
  });
});

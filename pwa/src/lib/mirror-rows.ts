import type { Table } from 'dexie';
import { db, type MetaRow } from './db';
import type { Audience } from './mirror-audience';

type Row = { id: number; readCount?: unknown; content?: unknown; contentBn?: unknown };

/** A list page's seed leaves out most articles' bodies (shared/page-seed.ts withoutBody). */
const bodiless = (row: Row) => 'title' in row && 'excerpt' in row && !('content' in row);

/**
 * Puts a list's rows on the device, keeping what a stored row knows better: its read count where
 * it is higher (a count only grows, and a list's answer may be older than the article's own:
 * reading an article does not change the list's version, issue 27, or come in after it); its body
 * where the row put carries none (an article opened before, seen again in a page's HTML).
 */
export async function putRows<R extends Row>(table: Table<R, number>, rows: R[]): Promise<void> {
  if (!rows.some((r) => typeof r.readCount === 'number' || bodiless(r))) {
    await table.bulkPut(rows);
    return;
  }
  const stored = await table.bulkGet(rows.map((r) => r.id));
  await table.bulkPut(
    rows.map((row, i) => {
      const before = stored[i];
      if (!before) return row;
      let kept = row;
      const count = before.readCount;
      if (typeof count === 'number' && typeof row.readCount === 'number' && count > row.readCount) kept = { ...kept, readCount: count };
      if (bodiless(row) && typeof before.content === 'string') kept = { ...kept, content: before.content, contentBn: before.contentBn ?? null };
      return kept;
    }),
  );
}

/** A first visit's few rows of a list, kept until its first page is fetched (mirror-store.ts refreshList). */
export async function keepFewRows<R extends Row>(table: Table<R, number>, key: string, items: R[]): Promise<void> {
  const row: MetaRow = { key, etag: null, lastRefreshedAt: Date.now(), value: { ids: items.map((i) => i.id), audience: 'public', few: true } };
  await db.transaction('rw', table, db.meta, async () => {
    await putRows(table, items);
    await db.meta.put(row);
  });
}

/** Makes the list's mirror exactly these items, in this order; returns its bookkeeping row (kept under `key`). */
export async function storeList<R extends Row>(
  table: Table<R, number>,
  key: string,
  items: R[],
  etag: string | null,
  audience: Audience,
  refreshedAt: number | null,
): Promise<MetaRow> {
  const ids = items.map((item) => item.id);
  const row: MetaRow = { key, etag, lastRefreshedAt: refreshedAt ?? undefined, value: { ids, audience } };
  await db.transaction('rw', table, db.meta, async () => {
    const keep = new Set(ids);
    const existing = await table.toCollection().primaryKeys();
    const gone = existing.filter((id) => !keep.has(id));
    if (gone.length) await table.bulkDelete(gone);
    await putRows(table, items);
    await db.meta.put(row);
  });
  return row;
}

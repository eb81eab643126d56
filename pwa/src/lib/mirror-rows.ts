import type { Table } from 'dexie';

type Row = { id: number; readCount?: unknown };

/**
 * Puts a list's rows on the device, keeping a stored row's read count where it is higher: a count
 * only grows, and a list's answer may be older than the article's own (reading an article does not
 * change the list's version, issue 27), or come in after it.
 */
export async function putRows<R extends Row>(table: Table<R, number>, rows: R[]): Promise<void> {
  if (!rows.some((r) => typeof r.readCount === 'number')) {
    await table.bulkPut(rows);
    return;
  }
  const stored = await table.bulkGet(rows.map((r) => r.id));
  await table.bulkPut(
    rows.map((row, i) => {
      const count = stored[i]?.readCount;
      return typeof count === 'number' && typeof row.readCount === 'number' && count > row.readCount ? { ...row, readCount: count } : row;
    }),
  );
}

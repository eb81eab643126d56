import type { Knex } from 'knex';

/**
 * A row of a moderated table (projects, news, members, gallery): the columns all four have, and
 * the title an approval's points are named after (projects, news and gallery; a team profile has
 * a name instead, and is decided by members.service.ts).
 */
export interface ModeratedRow {
  id: number;
  status: string;
  title?: string;
  created_by: number | null;
  approved_by: number | null;
  created_at: string;
  updated_at: string;
}

export const moderationRepo = {
  find: (db: Knex, table: string, id: number): Promise<ModeratedRow | undefined> => db(table).where({ id }).first(),
  /** Applies a decision to an item that is still pending: answers whether it was (0 rows: someone decided first). */
  decidePending: async (db: Knex, table: string, id: number, patch: Record<string, unknown>): Promise<boolean> =>
    (await db(table).where({ id, status: 'pending' }).update(patch)) > 0,
  remove: async (db: Knex, table: string, id: number): Promise<boolean> => (await db(table).where({ id }).delete()) > 0,
  /** Oldest first, typed as the table's row (`Row`). */
  pending: <Row = ModeratedRow>(db: Knex, table: string): Promise<Row[]> =>
    db(table)
      .where({ status: 'pending' })
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
};

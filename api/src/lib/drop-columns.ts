import type { Knex } from 'knex';

/**
 * Drops columns in a down migration without losing rows. Knex drops a SQLite column by copying
 * the table and dropping the old one, which cascades into the tables that reference it (dropping
 * `events` deletes every registration). SQLite has had ALTER TABLE ... DROP COLUMN since 3.35, so
 * it is used directly there (indexes on the column must be dropped first); PostgreSQL as usual.
 */
export async function dropColumns(knex: Knex, table: string, columns: string[]): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.schema.alterTable(table, (t) => {
      for (const c of columns) t.dropColumn(c);
    });
    return;
  }
  for (const c of columns) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, c]);
}

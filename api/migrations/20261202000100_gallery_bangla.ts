import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Bangla captions for gallery images (issue 29), as the other content has them (issue 14): each
 * beside its English column, null when not written (readers then see the English text). Adding a
 * column keeps the list change-log triggers on `gallery` (20261201000100_list_changes.ts); the down
 * migration drops the columns in place (drop-columns.ts), so the table and its triggers stay.
 */
const COLUMNS = ['title_bn', 'description_bn'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gallery', (t) => {
    for (const c of COLUMNS) t.text(c).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'gallery', COLUMNS);
}

import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Bangla versions of the texts a reader sees (issue 14): each beside its English column, null
 * when not written (readers then see the English text). Site settings are key/value rows, so
 * their Bangla texts (siteNameBn, siteDescriptionBn, addressBn) need no column.
 */
const COLUMNS: Record<string, string[]> = {
  events: ['title_bn', 'description_bn', 'location_bn'],
  news: ['title_bn', 'content_bn', 'excerpt_bn'],
  projects: ['title_bn', 'description_bn'],
  notices: ['title_bn', 'message_bn'],
};

export async function up(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    await knex.schema.alterTable(table, (t) => {
      for (const c of columns) t.text(c).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) await dropColumns(knex, table, columns);
}

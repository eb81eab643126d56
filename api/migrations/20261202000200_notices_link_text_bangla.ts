import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/** A notice's link text in Bangla (issue 29), beside `link_text`; null when not written (readers then see the English one, or 'Learn More' in their language). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notices', (t) => {
    t.text('link_text_bn').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'notices', ['link_text_bn']);
}

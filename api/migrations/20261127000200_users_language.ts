import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/** The language a user reads the app in ('en' or 'bn'; null until they choose): a new phone starts in it at sign-in. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('language', 8).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'users', ['language']);
}

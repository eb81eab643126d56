import type { Knex } from 'knex';

/**
 * A version of the data lists are made from, bumped by every write (in the write's own
 * transaction when it has one). API processes keep each list's serialised answer and ETag per
 * audience until the version moves, so a list GET or a 304 costs one primary-key read instead of
 * the list's query — correct across several processes on one database.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_versions', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('data_versions').insert({ name: 'lists', version: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('data_versions');
}

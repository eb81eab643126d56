import type { Knex } from 'knex';

/**
 * Uploaded pictures kept in the database (UPLOADS=database, uploads/upload-store.ts): every server
 * on one PostgreSQL database then serves the same pictures, whatever its DATA_DIR. One row per
 * file (an original or one of its widths), read one at a time when served.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('upload_files', (t) => {
    t.string('name', 120).primary();
    t.string('mime', 50).notNullable();
    t.integer('size').notNullable();
    t.binary('data').notNullable();
    t.string('created_at', 32).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('upload_files');
}

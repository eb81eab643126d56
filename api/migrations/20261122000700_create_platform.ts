import type { Knex } from 'knex';

/** Idempotency records for replayed writes, and uploaded files. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.increments('id').primary();
    t.string('key', 100).notNullable();
    t.string('client_id', 100).notNullable();
    t.string('method', 10).notNullable();
    t.string('path', 500).notNullable();
    t.string('body_hash', 64).notNullable();
    /** Null while the first request is still running. */
    t.integer('status_code').nullable();
    t.text('response_body').nullable();
    t.string('created_at', 32).notNullable();
    t.string('expires_at', 32).notNullable();
    t.unique(['key', 'client_id']);
    t.index(['expires_at']);
  });
  await knex.schema.createTable('uploads', (t) => {
    t.increments('id').primary();
    t.string('filename', 100).notNullable().unique();
    t.string('original_name', 255).nullable();
    t.string('mime', 50).notNullable();
    t.integer('size').notNullable();
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.string('sha256', 64).notNullable();
    t.integer('uploaded_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.index(['uploaded_by']);
    t.index(['sha256']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('uploads');
  await knex.schema.dropTableIfExists('idempotency_keys');
}

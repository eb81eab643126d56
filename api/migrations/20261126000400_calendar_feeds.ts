import type { Knex } from 'knex';

/**
 * Personal calendar feeds (issue 13): at most one per user, reached at /api/calendar/{token}.ics by
 * calendar apps without cookies. The token is 160 bits, derived from `token_seed` (160 random bits)
 * with the server secret, so the owner can be shown the same URL again; the database keeps only
 * the seed and `token_hash` (SHA-256 of the token, for the lookup): a copy of the database alone
 * opens no feed. Revoking deletes the row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_seed', 64).notNullable();
    t.string('token_hash', 64).notNullable();
    t.string('created_at', 32).notNullable();
    t.unique(['user_id']);
    t.unique(['token_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('calendar_feeds');
}

import type { Knex } from 'knex';

/** One row GET /api/health writes to, to tell that the database still takes writes. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health_probe', (t) => {
    t.integer('id').primary();
    t.string('checked_at', 32).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('health_probe');
}

import type { Knex } from 'knex';

/**
 * Each running server process, by the id it got at start, and when it last said it is alive
 * (lib/heartbeat.ts): an Idempotency-Key claimed by a process that is gone is taken over at once
 * by a retry, instead of after the claim's lease.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('process_heartbeats', (t) => {
    t.string('boot_id', 40).primary();
    t.string('beat_at', 32).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('process_heartbeats');
}

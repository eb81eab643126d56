import type { Knex } from 'knex';

/**
 * A request holding an Idempotency-Key takes a lease on it: 'processing' rows whose lease ran out
 * (the process died mid-request) may be taken over by a retry. `owner` is a random token of the
 * request holding the lease; only the owner may store the answer, in the transaction of the
 * business write itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.string('lease_until', 32).nullable();
    t.string('owner', 40).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('lease_until');
    t.dropColumn('owner');
  });
}

import type { Knex } from 'knex';

/** Failed sign-ins, per account ('a:<email>') and per address ('i:<ip>'): shared by every API process. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (t) => {
    t.increments('id').primary();
    t.string('key', 300).notNullable();
    t.string('failed_at', 32).notNullable();
    t.index(['key', 'failed_at']);
    t.index(['failed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_failures');
}

import type { Knex } from 'knex';

/**
 * Sign-in attempts are reserved before the password is checked (pending) and settled after, so a
 * burst of concurrent guesses cannot all pass the limit, and a success clears only failures that
 * had settled before it. Keys: 'a:<email>' (unknown device), 'd:<device>:<email hash>' (a device
 * that signed in to the account before), 'i:<ip>'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_failures', (t) => {
    t.boolean('pending').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_failures', (t) => {
    t.dropColumn('pending');
  });
}

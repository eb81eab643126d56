import type { Knex } from 'knex';

/** When each account last signed in (password or provider), shown to admins in the user detail. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('last_sign_in_at', 32).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('last_sign_in_at');
  });
}

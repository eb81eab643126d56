import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * A calendar feed made before its owner signed out everywhere or had their password changed: the
 * address keeps working (calendar apps hold no session), but Settings suggests making a new one in
 * case it was shared. Set by those two actions, cleared when a new address is made.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calendar_feeds', (t) => {
    t.boolean('renew_suggested').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'calendar_feeds', ['renew_suggested']);
}

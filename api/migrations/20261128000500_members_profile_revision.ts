import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * The version of what a team profile has waiting for review (a new profile, or an edit of a
 * published one): it goes up whenever the member saves something different and whenever an admin
 * decides. An admin's approve or reject names the version they reviewed, so an edit swapped in
 * after they opened it is never published unseen (members.service.ts, decideMember).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.integer('revision').notNullable().defaultTo(1);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropColumns(knex, 'members', ['revision']);
}

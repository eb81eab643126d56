import type { Knex } from 'knex';

/**
 * The text of each custom question a registration answered, as it read when the person
 * registered (JSON: question id -> text). Answers stay keyed by question id and are never
 * rewritten; when an admin later removes a question, its answer stays readable under this text.
 * Registrations made before this change have none (null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.text('question_texts').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.dropColumn('question_texts');
  });
}

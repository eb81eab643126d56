import type { Knex } from 'knex';

/** The notice board and site settings. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notices', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.text('message').notNullable();
    t.string('type', 20).notNullable().defaultTo('general');
    t.string('priority', 20).notNullable().defaultTo('medium');
    t.string('target_audience', 20).notNullable().defaultTo('all');
    t.string('start_date', 32).notNullable();
    t.string('end_date', 32).notNullable();
    t.string('link', 2000).nullable();
    t.string('link_text', 60).nullable();
    t.boolean('dismissible').notNullable().defaultTo(true);
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['start_date', 'end_date']);
  });
  await knex.schema.createTable('settings', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
    t.string('updated_at', 32).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('settings');
  await knex.schema.dropTableIfExists('notices');
}

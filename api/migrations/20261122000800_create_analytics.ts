import type { Knex } from 'knex';

/** What a member's points, level, streak and achievements are computed from. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activities', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('type', 30).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    t.integer('points').notNullable().defaultTo(0);
    t.string('ref_type', 30).nullable();
    t.integer('ref_id').nullable();
    t.string('occurred_at', 32).notNullable();
    t.index(['user_id', 'occurred_at']);
  });
  await knex.schema.createTable('achievements', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('code', 60).notNullable();
    t.string('icon', 40).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    t.string('category', 30).notNullable();
    t.integer('points').notNullable().defaultTo(0);
    t.string('date_earned', 32).notNullable();
    t.unique(['user_id', 'code']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('achievements');
  await knex.schema.dropTableIfExists('activities');
}

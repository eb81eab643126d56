import type { Knex } from 'knex';
import { backfillLedger } from '../src/points/points.backfill';

/**
 * The points ledger, recorded from real data. `activities` holds each thing that earned points
 * once: (user, type, source) is unique, so a retried or concurrent write cannot count twice.
 * `achievements` holds each achievement once per user. The tables the first analytics migration
 * made held only hand-written demo numbers (nothing in the app wrote them), so they are replaced;
 * then the ledger is filled from what already happened (approved projects, published articles,
 * approved photos, confirmed registrations) through the same rules the app applies
 * (points.backfill.ts). On a new database there is nothing to fill.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('achievements');
  await knex.schema.dropTableIfExists('activities');
  await knex.schema.createTable('activities', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('type', 30).notNullable();
    t.string('title', 300).notNullable();
    t.text('description').nullable();
    t.integer('points').notNullable().defaultTo(0);
    /** What earned it: project, news, gallery, registration, achievement. */
    t.string('source_type', 30).notNullable();
    t.integer('source_id').notNullable();
    t.string('occurred_at', 32).notNullable();
    t.unique(['user_id', 'type', 'source_type', 'source_id']);
    t.index(['user_id', 'occurred_at']);
  });
  await knex.schema.createTable('achievements', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('key', 60).notNullable();
    t.string('icon', 40).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    t.string('category', 30).notNullable();
    t.integer('points').notNullable().defaultTo(0);
    t.string('earned_at', 32).notNullable();
    t.unique(['user_id', 'key']);
  });
  await backfillLedger(knex);
}

/** Back to the earlier (empty) tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('achievements');
  await knex.schema.dropTableIfExists('activities');
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

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
type Table = Knex.CreateTableBuilder;

/** Both tables go before either is made again (achievements first, as they were made last). */
async function dropLedger(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('achievements');
  await knex.schema.dropTableIfExists('activities');
}

/** `activities` in either version: `source` adds the columns (and index) saying what earned the points. */
function createActivities(knex: Knex, titleLength: number, source: (t: Table) => void) {
  return knex.schema.createTable('activities', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('type', 30).notNullable();
    t.string('title', titleLength).notNullable();
    t.text('description').nullable();
    t.integer('points').notNullable().defaultTo(0);
    source(t);
    t.string('occurred_at', 32).notNullable();
    t.index(['user_id', 'occurred_at']);
  });
}

/** `achievements` in either version: each achievement once per user, by its `key` column. */
function createAchievements(knex: Knex, { key, earnedAt }: { key: string; earnedAt: string }) {
  return knex.schema.createTable('achievements', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string(key, 60).notNullable();
    t.string('icon', 40).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    t.string('category', 30).notNullable();
    t.integer('points').notNullable().defaultTo(0);
    t.string(earnedAt, 32).notNullable();
    t.unique(['user_id', key]);
  });
}

export async function up(knex: Knex): Promise<void> {
  await dropLedger(knex);
  await createActivities(knex, 300, (t) => {
    /** What earned it: project, news, gallery, registration, achievement. */
    t.string('source_type', 30).notNullable();
    t.integer('source_id').notNullable();
    t.unique(['user_id', 'type', 'source_type', 'source_id']);
  });
  await createAchievements(knex, { key: 'key', earnedAt: 'earned_at' });
  await backfillLedger(knex);
}

/** Back to the earlier (empty) tables. */
export async function down(knex: Knex): Promise<void> {
  await dropLedger(knex);
  await createActivities(knex, 200, (t) => {
    t.string('ref_type', 30).nullable();
    t.integer('ref_id').nullable();
  });
  await createAchievements(knex, { key: 'code', earnedAt: 'date_earned' });
}

import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Waitlist (issue 13): an event offers its waitlist when full (`waitlist_enabled`, on by default)
 * and may confirm registrations at once (`auto_confirm`, off by default). A registration with
 * status 'waitlisted' holds its 1-based place in line in `waitlist_position` (kept dense: 1..n per
 * event); every other status has null there.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.boolean('waitlist_enabled').notNullable().defaultTo(true);
    t.boolean('auto_confirm').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('event_registrations', (t) => {
    t.integer('waitlist_position').nullable();
    t.index(['event_id', 'waitlist_position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.dropIndex(['event_id', 'waitlist_position']);
  });
  // Not knex's dropColumn: on SQLite it rebuilds `events`, which deletes every registration (dropColumns).
  await dropColumns(knex, 'event_registrations', ['waitlist_position']);
  await dropColumns(knex, 'events', ['auto_confirm', 'waitlist_enabled']);
}

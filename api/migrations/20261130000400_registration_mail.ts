import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Registrations no one can squat (issue 25 §4). A visitor's registration is mailed in the
 * language its page was in (`language`, 'en' or 'bn'); `email_confirmed_at` is when its address
 * was proven (the mailed link clicked, or made by an account that verified that address), null
 * while unproven; `confirm_by` is the deadline the registrant was told (the event's
 * `confirm_within_hours` when they registered, null: none); `device_key` is a hash of the device
 * id the app sent (X-Client-Id), for the per-device limit. `events.confirm_within_hours`: unproven
 * visitor registrations are released after that many hours (null: never, the default).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.string('language', 8).notNullable().defaultTo('en');
    t.string('email_confirmed_at', 32).nullable();
    t.string('confirm_by', 32).nullable();
    t.string('device_key', 64).nullable();
    t.index(['device_key', 'registered_at']);
    t.index(['confirm_by']);
  });
  await knex.schema.alterTable('events', (t) => {
    t.integer('confirm_within_hours').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_registrations', (t) => {
    t.dropIndex(['confirm_by']);
    t.dropIndex(['device_key', 'registered_at']);
  });
  // Not knex's dropColumn: on SQLite it rebuilds the table, which deletes every registration (dropColumns).
  await dropColumns(knex, 'events', ['confirm_within_hours']);
  await dropColumns(knex, 'event_registrations', ['device_key', 'confirm_by', 'email_confirmed_at', 'language']);
}

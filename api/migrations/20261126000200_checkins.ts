import type { Knex } from 'knex';

/**
 * Check-ins at the door (issue 13). Every scan a volunteer's device posts is one row, kept even
 * when it is not the first (a conflict) and when it is undone (undone_at set). The person's
 * check-in is not stored twice: it is the earliest scanned_at of the registration's scans that
 * are not undone (any device), computed where it is read, so a late-arriving earlier scan or an
 * undo moves it without a second copy to keep in step. The nonce is the device's id of one scan,
 * unique across all devices: a resend finds its row and creates nothing new.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('checkins', (t) => {
    t.increments('id').primary();
    t.integer('event_id').unsigned().notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.integer('registration_id').unsigned().notNullable().references('id').inTable('event_registrations').onDelete('CASCADE');
    t.text('ticket_code').notNullable();
    t.string('nonce', 100).notNullable().unique();
    t.string('device_id', 100).notNullable();
    t.integer('volunteer_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    /** When the device scanned it (ISO-8601 UTC, normalised so strings sort by time). */
    t.string('scanned_at', 32).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('undone_at', 32).nullable();
    t.integer('undone_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.index(['registration_id', 'scanned_at']);
    t.index(['event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('checkins');
}

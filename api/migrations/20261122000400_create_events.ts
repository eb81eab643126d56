import type { Knex } from 'knex';

/** Events, their registrations (both payload shapes) and RSVPs. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('date', 10).notNullable();
    t.string('time', 50).notNullable();
    t.string('location', 200).notNullable();
    t.string('category', 40).notNullable().defaultTo('other');
    t.string('status', 20).notNullable().defaultTo('upcoming');
    t.boolean('registration_required').notNullable().defaultTo(false);
    t.boolean('team_event').notNullable().defaultTo(false);
    t.integer('max_participants').nullable();
    t.text('eligibility').nullable();
    t.text('prizes').nullable();
    t.string('contact_info', 500).nullable();
    t.string('urgency', 20).nullable();
    t.string('image_url', 2000).nullable();
    t.text('custom_questions').notNullable().defaultTo('[]');
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['status', 'date']);
  });
  await knex.schema.createTable('event_registrations', (t) => {
    t.increments('id').primary();
    t.integer('event_id').unsigned().notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('name', 200).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 40).nullable();
    t.string('institution', 200).nullable();
    t.text('reason').nullable();
    t.string('team_name', 200).nullable();
    t.text('team_members').notNullable().defaultTo('[]');
    t.text('custom_answers').notNullable().defaultTo('{}');
    t.string('participant_name', 200).nullable();
    t.string('grade', 20).nullable();
    t.string('experience', 20).nullable();
    t.text('motivation').nullable();
    t.text('additional_info').nullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('registered_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['event_id', 'status']);
    t.index(['event_id', 'email']);
    t.index(['user_id']);
    t.index(['registered_at']);
  });
  await knex.schema.createTable('rsvps', (t) => {
    t.increments('id').primary();
    t.integer('event_id').unsigned().notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('created_at', 32).notNullable();
    t.unique(['event_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['rsvps', 'event_registrations', 'events']) await knex.schema.dropTableIfExists(table);
}

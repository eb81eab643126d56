import type { Knex } from 'knex';

/** Contact messages and membership requests. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('email', 254).notNullable();
    t.string('subject', 300).notNullable();
    t.text('message').notNullable();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('read_at', 32).nullable();
    t.string('created_at', 32).notNullable();
    t.index(['created_at']);
  });
  await knex.schema.createTable('membership_requests', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 40).nullable();
    t.string('institution', 200).nullable();
    t.text('reason').nullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('reviewed_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('membership_requests');
  await knex.schema.dropTableIfExists('contact_messages');
}

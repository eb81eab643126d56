import type { Knex } from 'knex';

/** Timestamps are written by the application as ISO-8601 UTC strings, the same on SQLite and PostgreSQL. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 200).nullable();
    t.string('first_name', 100).nullable();
    t.string('last_name', 100).nullable();
    t.string('phone', 40).nullable();
    t.string('age', 20).nullable();
    t.text('address').nullable();
    t.text('motivation').nullable();
    t.string('profile_image_url', 2000).nullable();
    t.string('role', 20).notNullable().defaultTo('applicant');
    t.text('permissions').notNullable().defaultTo('[]');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.string('auth_type', 20).notNullable().defaultTo('email');
    t.string('oidc_subject', 255).nullable().unique();
    t.string('application_status', 20).notNullable().defaultTo('pending');
    t.string('applied_at', 32).nullable();
    t.string('approved_at', 32).nullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['role']);
    t.index(['role', 'application_status']);
  });
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('data').notNullable();
    t.string('expires_at', 32).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
}

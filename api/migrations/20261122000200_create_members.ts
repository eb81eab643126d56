import type { Knex } from 'knex';

/** Team profiles. username_key is the lowercased username: unique case-insensitively on every database. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('members', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().nullable().unique().references('id').inTable('users').onDelete('SET NULL');
    t.string('name', 200).notNullable();
    t.string('username', 60).nullable();
    t.string('username_key', 60).nullable().unique();
    t.string('role', 100).nullable();
    t.string('position', 100).nullable();
    t.text('bio').nullable();
    t.string('profile_image_url', 2000).nullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('email', 254).nullable();
    t.string('website', 2000).nullable();
    t.string('linkedin', 2000).nullable();
    t.string('facebook', 2000).nullable();
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('approved_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('members');
}

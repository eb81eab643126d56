import type { Knex } from 'knex';

/**
 * Edits of a published (approved) team profile wait here for an admin: the public list keeps the
 * approved version until the edit is approved. `changes` is the full profile as the member saved
 * it (JSON of the members columns); `username_key` reserves a requested username. At most one
 * pending edit per profile (a partial unique index, on SQLite and PostgreSQL alike).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('profile_revisions', (t) => {
    t.increments('id').primary();
    t.integer('member_id').unsigned().notNullable().references('id').inTable('members').onDelete('CASCADE');
    t.text('changes').notNullable();
    t.string('username_key', 60).nullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('decided_at', 32).nullable();
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['member_id', 'status']);
    t.index(['status']);
  });
  await knex.raw("create unique index profile_revisions_one_pending on profile_revisions (member_id) where status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('profile_revisions');
}

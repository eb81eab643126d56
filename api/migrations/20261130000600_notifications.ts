import type { Knex } from 'knex';

/**
 * What people are told (notifications/): one row per message and recipient, written in the same
 * transaction as the change that causes it, with a unique dedupe key (kind, subject, recipient,
 * version) so a replayed write never tells twice; reminders are rows due later. The dispatcher
 * sends each by push or e-mail and records how it went; the in-app inbox lists a user's rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id').primary();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    /** A visitor (a registration without an account): the address and the page's language. */
    t.string('to_email', 320).nullable();
    t.string('language', 8).nullable();
    t.string('kind', 60).notNullable();
    t.string('dedupe_key', 255).notNullable().unique();
    t.text('title_en').notNullable();
    t.text('body_en').notNullable();
    t.text('title_bn').notNullable();
    t.text('body_bn').notNullable();
    /** The page a tap or the mail's button opens (a path of the site). */
    t.string('url', 500).notNullable();
    t.string('created_at', 32).notNullable();
    /** Not before then (reminders); the creation time otherwise. */
    t.string('due_at', 32).notNullable();
    t.string('read_at', 32).nullable();
    /** 'pending', 'sent', 'failed' (given up), 'skipped' (the person turned this kind off). */
    t.string('status', 16).notNullable().defaultTo('pending');
    /** How it went out: 'push', 'email' (null until then). */
    t.string('channel', 16).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.string('claimed_until', 32).nullable();
    t.string('claimed_by', 60).nullable();
    t.string('sent_at', 32).nullable();
    t.index(['status', 'due_at'], 'notifications_due');
    t.index(['user_id', 'created_at'], 'notifications_inbox');
  });
  await knex.schema.createTable('notification_preferences', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 60).notNullable();
    /** 'push' (else e-mail when the phone has no subscription), 'email' or 'off'. */
    t.string('channel', 16).notNullable();
    t.primary(['user_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('notification_preferences');
  await knex.schema.dropTableIfExists('notifications');
}

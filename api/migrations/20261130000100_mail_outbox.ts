import type { Knex } from 'knex';

/**
 * Mail waiting to go out (mail/mail.outbox.ts): a message is written here in the same transaction
 * as the change that causes it, already rendered, and a dispatcher sends it afterwards, retrying
 * with backoff. A crash between the commit and the send never loses it; `claimed_until` keeps two
 * processes on one database from sending the same row at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    /** The Message-ID header: the same on every attempt, so a receiver can tell a resend. */
    t.string('message_id', 120).notNullable().unique();
    t.string('kind', 60).notNullable();
    t.string('to_address', 320).notNullable();
    t.string('language', 8).notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.string('created_at', 32).notNullable();
    /** Not before this time (the next attempt after a failure). */
    t.string('send_after', 32).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    /** A process is sending it until then; after, another may take it over. */
    t.string('claimed_until', 32).nullable();
    /** Which process holds the claim (`bootId.random`, lib/heartbeat.ts): one that is gone loses it at once. */
    t.string('claimed_by', 60).nullable();
    t.string('sent_at', 32).nullable();
    /** Given up after too many attempts (kept for the admin to see why). */
    t.string('failed_at', 32).nullable();
    t.index(['sent_at', 'failed_at', 'send_after'], 'mail_outbox_due');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}

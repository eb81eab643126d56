import type { Knex } from 'knex';

/**
 * Push to the installed app (push/): one row per browser that turned notifications on, for the
 * user signed in there when it did. The endpoint is the push service's address of that browser:
 * unique, so a shared phone notifies only whoever turned it on last.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('endpoint', 1000).notNullable().unique();
    /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted for them. */
    t.string('p256dh', 100).notNullable();
    t.string('auth', 40).notNullable();
    /** Which browser on which system ('Chrome on Android'), for a person looking at their devices. */
    t.string('device_label', 80).nullable();
    t.string('created_at', 32).notNullable();
    /** The push service last accepted a message for it. */
    t.string('last_success_at', 32).nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_subscriptions');
}

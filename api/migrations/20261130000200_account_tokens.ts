import type { Knex } from 'knex';
import { dropColumns } from '../src/lib/drop-columns';

/**
 * Links sent by mail (auth/account-tokens.ts): a password reset, proving an e-mail address,
 * confirming a visitor's registration. Only a hash of each token is kept; each is used once.
 * `users.email_verified_at`: when the account proved its address (null: not proven).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('email_verified_at', 32).nullable();
  });
  await knex.schema.createTable('account_tokens', (t) => {
    t.increments('id').primary();
    /** SHA-256 of the token, hex. */
    t.string('token_hash', 64).notNullable().unique();
    /** 'password-reset', 'verify-email', 'registration-confirm'. */
    t.string('purpose', 40).notNullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    /** What it is about besides the user (a registration's id), or null. */
    t.integer('subject_id').nullable();
    /** The address the link was sent to (an e-mail being proven is the one in the link, not the account's later one). */
    t.string('email', 320).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('expires_at', 32).notNullable();
    t.string('used_at', 32).nullable();
    t.index(['purpose', 'user_id']);
    t.index(['purpose', 'subject_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_tokens');
  await dropColumns(knex, 'users', ['email_verified_at']);
}

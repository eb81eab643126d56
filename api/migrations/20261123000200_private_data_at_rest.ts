import type { Knex } from 'knex';

/**
 * Personal data that should not have been kept:
 * - idempotency rows held an unsalted SHA-256 of each request (sign-up passwords included) and the
 *   sign-up answer: the hashes are blanked (such a row can no longer be compared, only replayed)
 *   and sign-up/sign-in answers reduced to their message;
 * - team profiles copied the sign-in e-mail as their public e-mail: a profile now shows only a
 *   contact e-mail its member chose, so copies of the sign-in e-mail are removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('idempotency_keys').update({ body_hash: '' });
  await knex('idempotency_keys').whereIn('path', ['/api/auth/register', '/api/auth/login']).update({ response_body: null });
  await knex('members').whereNotNull('user_id').whereIn('email', knex('users').select('email').whereRaw('users.id = members.user_id')).update({ email: null });
}

export async function down(): Promise<void> {
  // Nothing to restore: the removed data is not kept anywhere.
}

import type { Knex } from 'knex';
import { hashPassword } from '../auth/password';

/**
 * Makes sure a super_admin with this e-mail can sign in: creates one when no user has the
 * e-mail (compared lowercased). An existing user is left as it is.
 */
export async function ensureAdmin(db: Knex, opts: { email: string; password: string }): Promise<'created' | 'exists'> {
  const email = opts.email.trim().toLowerCase();
  if (await findByEmail(db, email)) return 'exists';
  const passwordHash = await hashPassword(opts.password);
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    if (await findByEmail(trx, email)) return 'exists' as const;
    await trx('users').insert({
      email,
      password_hash: passwordHash,
      role: 'super_admin',
      permissions: '[]',
      is_active: true,
      auth_type: 'email',
      application_status: 'approved',
      applied_at: now,
      approved_at: now,
      // The operator wrote this address into the configuration: it counts as proven.
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    });
    return 'created' as const;
  });
}

async function findByEmail(db: Knex, email: string): Promise<boolean> {
  return (await db('users').whereRaw('lower(email) = ?', [email]).first('id')) !== undefined;
}

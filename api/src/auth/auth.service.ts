import type { Knex } from 'knex';
import type { Language } from '../../../shared/languages';
import { LIMITS } from '../../../shared/limits';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import { AppError } from '../lib/errors';
import { bool } from '../lib/json-column';
import { nowIso } from '../lib/time';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter } from '../middleware/login-limiter';
import { usersRepo, type UserRow } from '../users/users.repo';
import { sendVerificationLink } from './email-verify.service';
import { hashPassword, verifyPassword } from './password';

const INVALID = 'Invalid email or password';

const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
const emailTaken = () => new AppError(409, 'conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });

/**
 * Checks the credentials within the limits: `accountKey` is the account, or the known device
 * for it (auth/known-devices.ts), and the address has its own limit. The attempt is reserved
 * before the password is hashed, so concurrent guesses cannot pass the limit together.
 */
export async function login(db: Knex, limiter: LoginLimiter, input: LoginInput, ip: string, accountKey: string): Promise<UserRow> {
  const attempt = await limiter.reserve([
    { key: accountKey, max: LIMITS.loginMaxPerAccount },
    { key: `i:${ip}`, max: LIMITS.loginMaxPerAddress },
  ]);
  const user = await usersRepo.findByEmail(db, input.email);
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    await limiter.fail(attempt);
    throw new AppError(401, 'unauthorized', INVALID);
  }
  await limiter.succeed(attempt, accountKey);
  if (!bool(user.is_active)) throw new AppError(403, 'forbidden', 'This account has been disabled. Please contact the club.');
  await usersRepo.recordSignIn(db, user.id);
  return user;
}

/**
 * Creates an applicant whose application is pending, from either registration form, and mails a
 * link that proves the address (queued in the same transaction: no account without its mail).
 */
export async function register(db: Knex, mail: Mailer, input: RegisterInput, language: Language | null): Promise<UserRow> {
  if (await usersRepo.findByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (trx) => {
      const user = await usersRepo.insert(trx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        age: input.age ?? null,
        address: input.address ?? null,
        motivation: input.motivation ?? null,
        role: 'applicant',
        applicationStatus: 'pending',
        appliedAt: nowIso(),
        authType: 'email',
        // Registering in a language is choosing it: later mail (a password reset) is written in it too.
        language: input.language ?? null,
      });
      await sendVerificationLink(trx, mail, user, 'registered', language);
      return user;
    });
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === '23505' || /UNIQUE/i.test(e.message ?? '')) throw emailTaken();
    throw err;
  }
}

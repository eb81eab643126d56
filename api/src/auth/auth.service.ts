import type { Knex } from 'knex';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import { AppError, conflict } from '../lib/errors';
import { bool } from '../lib/json-column';
import { nowIso } from '../lib/time';
import type { LoginLimiter } from '../middleware/login-limiter';
import { usersRepo, type UserRow } from '../users/users.repo';
import { hashPassword, verifyPassword } from './password';

const INVALID = 'Invalid email or password';

/** Checks the credentials within the per-account and per-address limits. */
export async function login(db: Knex, limiter: LoginLimiter, input: LoginInput, ip: string): Promise<UserRow> {
  await limiter.check(input.email, ip);
  const user = await usersRepo.findByEmail(db, input.email);
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    await limiter.fail(input.email, ip);
    throw new AppError(401, 'unauthorized', INVALID);
  }
  if (!bool(user.is_active)) throw new AppError(403, 'forbidden', 'This account has been disabled. Please contact the club.');
  await limiter.succeed(input.email);
  return user;
}

/** Creates an applicant whose application is pending, from either registration form. */
export async function register(db: Knex, input: RegisterInput): Promise<UserRow> {
  if (await usersRepo.findByEmail(db, input.email)) throw conflict('An account with this email already exists. Please log in instead.');
  const passwordHash = await hashPassword(input.password);
  try {
    return await usersRepo.insert(db, {
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
    });
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === '23505' || /UNIQUE/i.test(e.message ?? '')) throw conflict('An account with this email already exists. Please log in instead.');
    throw err;
  }
}

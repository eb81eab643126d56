import type { Knex } from 'knex';
import { LANGUAGES, type Language } from '../../../shared/languages';
import type { ResetPasswordInput } from '../../../shared/schemas/account';
import { suggestFeedRenewal } from '../calendar/calendar.service';
import { AppError } from '../lib/errors';
import { bool } from '../lib/json-column';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter } from '../middleware/login-limiter';
import { sessionsRepo } from '../sessions/session-store';
import { usersRepo, type UserRow } from '../users/users.repo';
import { accountTokens, type TokenProblem } from './account-tokens';
import { hashPassword } from './password';
import { providerAccountMail, resetLinkMail } from './password-reset.mail';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Requests counted in the login limiter's table and 15-minute window (the server's hourly prune
 * drops rows older than that window, so a longer one would not hold): per e-mail address, which
 * is one account, and per network address.
 */
export const RESET_LIMITS = { perAccount: 3, perNetworkAddress: 20 } as const;

const DISABLED = 'This account has been disabled. Please contact the club.';

/** Each way a link fails, as the page tells them apart (its code) and says it. */
const LINK_PROBLEMS: Record<TokenProblem, () => AppError> = {
  invalid: () => new AppError(400, 'link_invalid', 'This link is not valid.'),
  expired: () => new AppError(400, 'link_expired', 'This link has expired. Please ask for a new one.'),
  used: () => new AppError(400, 'link_used', 'This link has already been used, or a newer one was sent.'),
};

const languageOf = (user: UserRow): Language => ((LANGUAGES as readonly string[]).includes(user.language ?? '') ? (user.language as Language) : 'en');

/**
 * Whether this request may send a mail. Counted whether or not the address has an account, so the
 * limit says nothing about it; a request over the limit is counted nowhere (the limiter refuses it).
 */
export async function withinResetLimits(limiter: LoginLimiter, email: string, ip: string): Promise<boolean> {
  try {
    const attempt = await limiter.reserve([
      { key: `reset:a:${email}`, max: RESET_LIMITS.perAccount },
      { key: `reset:i:${ip}`, max: RESET_LIMITS.perNetworkAddress },
    ]);
    await limiter.fail(attempt); // kept: it counts like a failed sign-in until the window passes
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return false;
    throw err;
  }
}

/**
 * Mails the account at `email` what it needs to get back in: a reset link (its token voids the
 * earlier ones), or, for an account that signs in only through the provider, a mail saying so.
 * No account: nothing. A disabled account: nothing either — it could not sign in with a new
 * password, and only an admin can turn it back on.
 */
export async function mailResetLink(db: Knex, mail: Mailer, email: string): Promise<void> {
  const user = await usersRepo.findByEmail(db, email);
  if (!user || !bool(user.is_active)) return;
  const to = { to: user.email, language: languageOf(user) };
  if (!user.password_hash) {
    await mail.queue(db, { kind: 'password-reset-provider', ...to, content: providerAccountMail(user.email) });
    return;
  }
  await db.transaction(async (trx) => {
    const token = await accountTokens.issue(trx, { purpose: 'password-reset', email: user.email, ttlMs: RESET_LINK_TTL_MS, userId: user.id });
    await mail.queue(trx, { kind: 'password-reset', ...to, content: resetLinkMail(user.email, token) });
  });
}

/**
 * Sets the new password with a reset link's token (used once), voids the other reset links and
 * ends every session of the account; the caller signs this device in. A link sent to an address
 * the account no longer has does not work.
 */
export async function resetPassword(db: Knex, input: ResetPasswordInput): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const token = await accountTokens.consume(trx, 'password-reset', input.token);
    if (typeof token === 'string') throw LINK_PROBLEMS[token]();
    const user = token.userId === null ? undefined : await usersRepo.findById(trx, token.userId);
    if (!user || user.email !== token.email) throw LINK_PROBLEMS.invalid();
    if (!bool(user.is_active)) throw new AppError(403, 'forbidden', DISABLED);
    // Hashed only for a link that works: a stream of made-up tokens costs no Argon2.
    const updated = await usersRepo.update(trx, user.id, { passwordHash: await hashPassword(input.password) });
    await accountTokens.voidFor(trx, 'password-reset', user.id);
    await sessionsRepo.revokeUser(trx, user.id);
    // A new password after a forgotten (or stolen) one: Settings suggests a new calendar address too.
    await suggestFeedRenewal(trx, user.id);
    await usersRepo.recordSignIn(trx, user.id);
    return updated!;
  });
}

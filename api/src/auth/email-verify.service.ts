import type { Knex } from 'knex';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { AppError } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import { usersRepo, type UserRow } from '../users/users.repo';
import { accountTokens, type TokenProblem } from './account-tokens';
import { type VerifyReason, verifyEmailMail } from './email-verify.mail';
import { emailVerifyRepo } from './email-verify.repo';

const HOUR_MS = 3_600_000;
/** How long a confirmation link works. */
const VERIFY_LINK_TTL_MS = 48 * HOUR_MS;
/** Confirmation links one account may be sent within an hour (the registration's and an e-mail change's count). */
const VERIFY_LINKS_PER_HOUR = 3;

/** What a confirmation mail needs of the account. */
type VerifyAccount = Pick<UserRow, 'id' | 'email' | 'first_name' | 'language'>;

/** The account's own language, else the one its request came in (lib/request-language.ts), else English. */
const mailLanguage = (account: Pick<UserRow, 'language'>, fallback: Language | null): Language =>
  (LANGUAGES as readonly (string | null)[]).includes(account.language) ? (account.language as Language) : (fallback ?? 'en');

/**
 * Issues a link that proves the account's address (voiding the earlier ones) and queues the mail
 * to that address with `trx`, the transaction of the change that causes it: both commit or neither.
 */
export async function sendVerificationLink(
  trx: Knex,
  mail: Mailer,
  account: VerifyAccount,
  reason: VerifyReason,
  fallbackLanguage: Language | null,
): Promise<void> {
  const token = await accountTokens.issue(trx, { purpose: 'verify-email', email: account.email, ttlMs: VERIFY_LINK_TTL_MS, userId: account.id });
  await mail.queue(trx, {
    kind: 'verify-email',
    to: account.email,
    language: mailLanguage(account, fallbackLanguage),
    content: (site) => verifyEmailMail(site, { reason, email: account.email, firstName: account.first_name, token, hours: VERIFY_LINK_TTL_MS / HOUR_MS }),
  });
}

/** Why a link does not work, each with its own code: the page says which and what to do. */
const linkProblem = (problem: TokenProblem): AppError =>
  ({
    expired: new AppError(400, 'link_expired', 'This link has expired. Please ask for a new one.'),
    used: new AppError(400, 'link_used', 'This link has already been used, or a newer one was sent.'),
    invalid: new AppError(400, 'link_invalid', 'This link is not valid.'),
  })[problem];

/**
 * Proves an address with a link's token (no sign-in needed: the link is the proof). A link sent to
 * an address the account no longer has proves nothing; an e-mail change voids it anyway.
 */
export async function verifyEmail(db: Knex, token: string): Promise<void> {
  await db.transaction(async (trx) => {
    const found = await accountTokens.consume(trx, 'verify-email', token);
    if (typeof found === 'string') throw linkProblem(found);
    if (found.userId == null || !(await usersRepo.markEmailVerified(trx, found.userId, found.email))) throw linkProblem('invalid');
  });
}

/** At most VERIFY_LINKS_PER_HOUR links an hour: else 429 with Retry-After (when the oldest leaves the hour). */
async function assertMaySend(db: Knex, userId: number): Promise<void> {
  const { count, first } = await emailVerifyRepo.linksSince(db, userId, new Date(Date.now() - HOUR_MS).toISOString());
  if (count < VERIFY_LINKS_PER_HOUR || !first) return;
  const retryAfter = Math.max(1, Math.ceil((Date.parse(first) + HOUR_MS - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    429,
    'too_many_requests',
    `Several confirmation links were sent in the last hour. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and ask again.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * 'Send again' for the signed-in account: a new link (the earlier ones stop working), within the
 * hourly limit; 'already' when the address is proven (no mail).
 */
export async function resendVerification(db: Knex, mail: Mailer, user: UserRow, fallbackLanguage: Language | null): Promise<'sent' | 'already'> {
  if (user.email_verified_at) return 'already';
  await db.transaction(async (trx) => {
    await assertMaySend(trx, user.id);
    await sendVerificationLink(trx, mail, user, 'again', fallbackLanguage);
  });
  return 'sent';
}

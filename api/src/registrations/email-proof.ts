import type { Knex } from 'knex';
import { accountTokens, type TokenProblem } from '../auth/account-tokens';
import { AppError, badRequest, conflict } from '../lib/errors';
import { nowIso } from '../lib/time';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import { usersRepo, type UserRow } from '../users/users.repo';
import { registrationMail, replacedMail } from './registrations.mail';
import { registrationsRepo, type MyRegistrationRow, type RegistrationRow, type TicketedRegistrationRow } from './registrations.repo';
import { cancelLocked, type EventLockRow, lockEvent } from './waitlist.service';

/**
 * Proven addresses (issue 25 §4). A registration's address is proven when the link mailed to it
 * was clicked, or when an account that verified that address made it. A visitor's unproven
 * registration never keeps the address's owner out: once they prove it, theirs stands and the
 * unproven ones of the same event with that address are cancelled (with a mail saying why).
 */

/** How long a visitor's confirmation link works when the event sets no deadline. */
const CONFIRM_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The address an account has proven (lower case), or null while it has proven none. */
export const provenEmailOf = (user: Pick<UserRow, 'email' | 'email_verified_at'> | undefined): string | null =>
  user?.email_verified_at ? user.email.toLowerCase() : null;

export const provenEmailOfUser = async (db: Knex, userId: number): Promise<string | null> => provenEmailOf(await usersRepo.findById(db, userId));

/** A visitor's registration whose address nobody proved. */
export const isUnproven = (r: Pick<RegistrationRow, 'user_id' | 'email_confirmed_at'>): boolean => r.user_id == null && !r.email_confirmed_at;

/** Whether the registration is the account's: made while signed in, or by a visitor with the address the account has proven. */
export const ownedBy = (r: Pick<RegistrationRow, 'user_id' | 'email'>, userId: number, provenEmail: string | null): boolean =>
  r.user_id != null ? Number(r.user_id) === userId : provenEmail !== null && r.email.toLowerCase() === provenEmail;

const alreadyRegistered = () =>
  new AppError(409, 'conflict', 'This email is already registered for this event', { email: 'Already registered for this event' });

/**
 * What the address's registrations of the event (`holders`, not cancelled) mean for a new one:
 * a proven one (or an account's) blocks it (409); unproven visitor ones are displaced by a
 * registrant who proves the address (answered: cancel them), and block an account that has not
 * and the device that made them (it registered already). A visitor on another device registers
 * beside them, unproven too (the per-address limit bounds how many): whoever clicks their own
 * registration's link keeps theirs.
 */
export function displacedBy(holders: RegistrationRow[], who: { proven: boolean; userId: number | null; deviceKey: string | null }): RegistrationRow[] {
  const unproven = holders.filter(isUnproven);
  if (unproven.length < holders.length) throw alreadyRegistered();
  if (unproven.length === 0 || who.proven) return unproven;
  // Callers that name no device (not the app) count as one device: nothing tells them apart.
  const blocked = who.userId != null || unproven.some((r) => r.device_key === who.deviceKey);
  if (blocked) throw alreadyRegistered();
  return [];
}

/**
 * Queues the mail of a visitor's new registration, in its transaction: ticket, cancel link and the
 * link that proves the address (valid until the event's deadline, else 30 days).
 */
export async function mailVisitor(trx: Knex, mail: Mailer, row: TicketedRegistrationRow, event: EventLockRow, cancelToken: string): Promise<void> {
  const hours = event.confirm_within_hours == null ? null : Number(event.confirm_within_hours);
  const confirmToken = await accountTokens.issue(trx, {
    purpose: 'registration-confirm',
    email: row.email,
    subjectId: row.id,
    ttlMs: hours ? hours * 3_600_000 : CONFIRM_LINK_TTL_MS,
  });
  await mail.queue(trx, registrationMail(row, event, { cancelToken, confirmToken }, hours));
}

/** Tells each displaced registration's address why it was cancelled (queued in the same transaction). */
export async function mailDisplaced(trx: Knex, mail: Mailer, rows: RegistrationRow[], event: EventLockRow): Promise<void> {
  for (const row of rows) await mail.queue(trx, replacedMail(row, event));
}

function badLink(problem: TokenProblem): AppError {
  const message =
    problem === 'expired'
      ? 'This confirmation link has expired.'
      : problem === 'used'
        ? 'This confirmation link was already used.'
        : 'This confirmation link is not valid. Please use the link in your registration mail.';
  return badRequest(message, { token: message });
}

/**
 * The mailed link was clicked (POST /api/event-registrations/confirm): the registration's address
 * is proven, and the other unproven registrations of the event with that address are cancelled
 * (their seats to the waitlist, a mail to the address). One transaction with the event locked; a
 * refusal leaves the link unused. A cancelled registration cannot be confirmed (409).
 */
export async function confirmByLink(db: Knex, mail: Mailer, notifier: Notifier, token: string): Promise<{ row: RegistrationRow; event: EventLockRow }> {
  return db.transaction(async (trx) => {
    const used = await accountTokens.consume(trx, 'registration-confirm', token);
    if (typeof used === 'string') throw badLink(used);
    const found = used.subjectId == null ? undefined : await registrationsRepo.find(trx, used.subjectId);
    if (!found || found.email !== used.email) throw badLink('invalid');
    const event = (await lockEvent(trx, found.event_id))!;
    const row = (await registrationsRepo.find(trx, found.id))!;
    if (row.status === 'cancelled') throw conflict('This registration was cancelled, so it cannot be confirmed. You can register again if places are free.');
    if (!row.email_confirmed_at) await registrationsRepo.update(trx, row.id, { email_confirmed_at: nowIso() });
    const others = (await registrationsRepo.activeByEmail(trx, event.id, row.email)).filter((r) => r.id !== row.id && isUnproven(r));
    for (const other of others) await cancelLocked(trx, event, other, notifier);
    await mailDisplaced(trx, mail, others, event);
    return { row: (await registrationsRepo.find(trx, row.id))!, event };
  });
}

/** The account's registrations: its own, and the visitor ones made with the address it has proven (none while unproven). */
export async function registrationsOf(db: Knex, userId: number): Promise<MyRegistrationRow[]> {
  return registrationsRepo.listForUser(db, userId, await provenEmailOfUser(db, userId));
}

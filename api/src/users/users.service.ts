import type { Knex } from 'knex';
import type { ApplicationStatus, CreateUserInput, UpdateUserInput } from '../../../shared/schemas/users';
import { accountTokens } from '../auth/account-tokens';
import { sendVerificationLink } from '../auth/email-verify.service';
import { hashPassword } from '../auth/password';
import { suggestFeedRenewal } from '../calendar/calendar.service';
import { AppError, notFound } from '../lib/errors';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import { applicationDecided } from './application.notifications';
import { membersRepo } from '../members/members.repo';
import type { Actor } from '../policies/actor';
import { usersPolicy } from '../policies/users.policy';
import { sessionsRepo } from '../sessions/session-store';
import { registrationsRepo } from '../registrations/registrations.repo';
import { nowIso } from '../lib/time';
import { usersRepo, type UserRow } from './users.repo';

const emailTaken = () => new AppError(409, 'conflict', 'An account with this email already exists', { email: 'An account with this email already exists' });

export async function createUser(db: Knex, actor: Actor, input: CreateUserInput): Promise<UserRow> {
  usersPolicy.assertMayManage(actor, {}, input.role);
  if (await usersRepo.findByEmail(db, input.email)) throw emailTaken();
  const approved = input.role !== 'applicant';
  return usersRepo.insert(db, {
    ...input,
    passwordHash: await hashPassword(input.password),
    applicationStatus: approved ? 'approved' : 'pending',
    approvedAt: approved ? nowIso() : null,
    appliedAt: approved ? null : nowIso(),
  });
}

/**
 * An admin's change of an account. A new e-mail address is not proven: its verification is reset
 * and a link goes to the new address, queued in the same transaction as the change.
 */
export async function updateUser(db: Knex, mail: Mailer, actor: Actor, id: number, input: UpdateUserInput): Promise<UserRow> {
  const target = await usersRepo.findById(db, id);
  if (!target) throw notFound('User not found');
  usersPolicy.assertMayUpdate(actor, target, input);
  const newEmail = input.email !== undefined && input.email !== target.email;
  if (newEmail && (await usersRepo.findByEmail(db, input.email!))) throw emailTaken();
  const { password, ...rest } = input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const updated = await db.transaction(async (trx) => {
    const row = (await usersRepo.update(trx, id, { ...rest, passwordHash, ...(newEmail ? { emailVerifiedAt: null } : {}) }))!;
    if (newEmail) await sendVerificationLink(trx, mail, row, 'changed', null);
    // A new password (or address) voids the reset links already sent: only the new state opens the account.
    if (password || newEmail) await accountTokens.voidFor(trx, 'password-reset', id);
    return row;
  });
  if (input.isActive === false || password) await sessionsRepo.revokeUser(db, id);
  // The calendar feed outlives a new password (a calendar app holds no session): Settings suggests a
  // new address. A disabled account's feed is refused where it is read (calendar.repo feedByHash).
  if (password) await suggestFeedRenewal(db, id);
  return updated;
}

/** Removes the account, its sessions and its team profile (a removed person is no longer published). */
export async function removeUser(db: Knex, actor: Actor, id: number): Promise<void> {
  const target = await usersRepo.findById(db, id);
  if (!target) throw notFound('User not found');
  usersPolicy.assertMayRemove(actor, target);
  await db.transaction(async (trx) => {
    await sessionsRepo.revokeUser(trx, id);
    await membersRepo.removeForUser(trx, id);
    await usersRepo.remove(trx, id);
  });
}

/** pending -> approved (approvedAt set) or rejected. The role is changed separately by an admin. */
export async function setApplicationStatus(db: Knex, notifier: Notifier, actor: Actor, id: number, status: ApplicationStatus): Promise<UserRow> {
  const target = await usersRepo.findById(db, id);
  if (!target) throw notFound('User not found');
  usersPolicy.assertMayManage(actor, target);
  if (target.application_status === status) return target;
  // The applicant is told in the same transaction as the decision.
  return db.transaction(async (trx) => {
    const user = (await usersRepo.update(trx, id, { applicationStatus: status, approvedAt: status === 'approved' ? nowIso() : null }))!;
    const told = applicationDecided(user, status);
    if (told) await notifier.notify(trx, told);
    return user;
  });
}

/** One account for the admin user detail, with its event registrations (and their events). */
export async function userDetail(db: Knex, id: number) {
  const user = await usersRepo.findById(db, id);
  if (!user) throw notFound('User not found');
  return { user, registrations: await registrationsRepo.listForUserWithEvents(db, id) };
}

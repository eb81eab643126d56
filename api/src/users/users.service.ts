import type { Knex } from 'knex';
import type { ApplicationStatus, CreateUserInput, Role, UpdateUserInput } from '../../../shared/schemas/users';
import { hashPassword } from '../auth/password';
import { conflict, forbidden, notFound } from '../lib/errors';
import { nowIso } from '../lib/time';
import { sessionsRepo } from '../sessions/session-store';
import { usersRepo, type UserRow } from './users.repo';

const PRIVILEGED: Role[] = ['admin', 'super_admin'];

/** Only a super admin may make, change or remove admins and super admins. */
function guardPrivileged(actor: UserRow, target: { role?: string }, nextRole?: Role): void {
  if (actor.role === 'super_admin') return;
  if (PRIVILEGED.includes(target.role as Role) || (nextRole && PRIVILEGED.includes(nextRole))) {
    throw forbidden('Only a super admin can manage administrator accounts');
  }
}

export async function createUser(db: Knex, actor: UserRow, input: CreateUserInput): Promise<UserRow> {
  guardPrivileged(actor, {}, input.role);
  if (await usersRepo.findByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const approved = input.role !== 'applicant';
  return usersRepo.insert(db, {
    ...input,
    passwordHash: await hashPassword(input.password),
    applicationStatus: approved ? 'approved' : 'pending',
    approvedAt: approved ? nowIso() : null,
    appliedAt: approved ? null : nowIso(),
  });
}

export async function updateUser(db: Knex, actor: UserRow, id: number, input: UpdateUserInput): Promise<UserRow> {
  const target = await usersRepo.findById(db, id);
  if (!target) throw notFound('User not found');
  guardPrivileged(actor, target, input.role);
  if (actor.id === id && (input.isActive === false || (input.role && input.role !== actor.role))) {
    throw forbidden('You cannot disable your own account or change your own role');
  }
  if (input.email && input.email !== target.email && (await usersRepo.findByEmail(db, input.email))) throw conflict('An account with this email already exists');
  const { password, ...rest } = input;
  const updated = await usersRepo.update(db, id, { ...rest, ...(password ? { passwordHash: await hashPassword(password) } : {}) });
  if (input.isActive === false || password) await sessionsRepo.revokeUser(db, id);
  return updated!;
}

export async function removeUser(db: Knex, actor: UserRow, id: number): Promise<void> {
  const target = await usersRepo.findById(db, id);
  if (!target) throw notFound('User not found');
  if (target.role === 'super_admin') throw forbidden('A super admin cannot be removed');
  if (target.id === actor.id) throw forbidden('You cannot remove your own account');
  guardPrivileged(actor, target);
  await db.transaction(async (trx) => {
    await sessionsRepo.revokeUser(trx, id);
    await usersRepo.remove(trx, id);
  });
}

/** pending -> approved (approvedAt set) or rejected. The role is changed separately by an admin. */
export async function setApplicationStatus(db: Knex, id: number, status: ApplicationStatus): Promise<UserRow> {
  const target = await usersRepo.findById(db, id);
  if (!target) throw notFound('User not found');
  return (await usersRepo.update(db, id, { applicationStatus: status, approvedAt: status === 'approved' ? nowIso() : null }))!;
}

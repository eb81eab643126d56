import type { Role } from '../../../shared/roles';
import { isAdminRole, isSuperAdminRole } from '../../../shared/policies/roles';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';

const privileged = (role: string | undefined) => isAdminRole(role);

/**
 * Rules on one account, beyond "is an admin": only a super admin may create, change or remove
 * admin and super admin accounts (their application status included); nobody disables, demotes
 * or removes themselves; a super admin cannot be removed.
 */
export const usersPolicy = {
  assertMayManage(actor: Actor, target: { role?: string }, nextRole?: Role): void {
    if (isSuperAdminRole(actor.role)) return;
    if (privileged(target.role) || privileged(nextRole)) throw forbidden('Only a super admin can manage administrator accounts');
  },
  assertMayUpdate(actor: Actor, target: { id: number; role: string }, change: { role?: Role; isActive?: boolean }): void {
    this.assertMayManage(actor, target, change.role);
    if (actor.id === target.id && (change.isActive === false || (change.role && change.role !== actor.role))) {
      throw forbidden('You cannot disable your own account or change your own role');
    }
  },
  assertMayRemove(actor: Actor, target: { id: number; role: string }): void {
    if (isSuperAdminRole(target.role)) throw forbidden('A super admin cannot be removed');
    if (target.id === actor.id) throw forbidden('You cannot remove your own account');
    this.assertMayManage(actor, target);
  },
};

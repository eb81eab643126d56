import { CONTRIBUTOR_ROLES, isAdminRole } from '../../../shared/roles';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';

/** Team profiles: read by their owner or an admin; written only by their owner, a member or admin. */
export const membersPolicy = {
  assertMayRead(actor: Actor, ownerId: number): void {
    if (actor.id !== ownerId && !isAdminRole(actor.role)) throw forbidden('You can only see your own profile');
  },
  assertMayEdit(actor: Actor, ownerId: number): void {
    if (actor.id !== ownerId) throw forbidden('You can only edit your own profile');
    if (!CONTRIBUTOR_ROLES.includes(actor.role)) throw forbidden('Only members have a team profile');
  },
};

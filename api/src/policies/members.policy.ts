import { isAdminRole, isContributorRole } from '../../../shared/policies/roles';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';
import type { ListAudience } from './lists.policy';

/** Which team profiles a list shows (the repo turns it into a query). */
export interface ProfileVisibility {
  statuses: readonly string[];
  /** Profiles of a disabled account are left out (a profile without an account stays). */
  activeAccountsOnly: boolean;
}

const PUBLIC_PROFILES: ProfileVisibility = { statuses: ['approved'], activeAccountsOnly: true };

/**
 * Team profiles: the list shows admins every profile, everyone else approved profiles of active
 * accounts; one profile is read by its owner or an admin; written only by its owner, a member or admin.
 */
export const membersPolicy = {
  /** What the team list shows to an audience; undefined: every profile. */
  visibleProfiles: (audience: ListAudience): ProfileVisibility | undefined => (audience === 'admin' ? undefined : PUBLIC_PROFILES),
  assertMayRead(actor: Actor, ownerId: number): void {
    if (actor.id !== ownerId && !isAdminRole(actor.role)) throw forbidden('You can only see your own profile');
  },
  assertMayEdit(actor: Actor, ownerId: number): void {
    if (actor.id !== ownerId) throw forbidden('You can only edit your own profile');
    if (!isContributorRole(actor.role)) throw forbidden('Only members have a team profile');
  },
};

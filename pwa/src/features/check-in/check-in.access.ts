import { isAdminRole } from '@shared/roles';
import type { CurrentUser } from '@shared/schemas/users';

/** The permission an admin grants a volunteer in User Management. */
export const CHECKIN_PERMISSION = 'checkin';

/** Who may run the door: admins, and users with the check-in permission. */
export const mayCheckIn = (user: Pick<CurrentUser, 'role' | 'permissions'>): boolean =>
  isAdminRole(user.role) || (user.permissions ?? []).includes(CHECKIN_PERMISSION);

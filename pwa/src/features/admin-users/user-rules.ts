/** User Management's pure rules: names, search, order, which row actions show, what an edit changes. */
import { CHECKIN_PERMISSION, isApplicantRole, isSuperAdminRole } from '@shared/policies/roles';
import type { AdminUser, Role, UpdateUserInput } from '@shared/schemas/users';

type Named = Pick<AdminUser, 'firstName' | 'lastName' | 'email'>;

/** 'First Last', else the e-mail (signed-in-areas.md §2: "name or email"). */
export const userName = (u: Named): string => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** Delete is hidden for super admins (§2, §6); the server refuses it anyway. */
export const canRemove = (u: Pick<AdminUser, 'role'>): boolean => !isSuperAdminRole(u.role);

/** An approved applicant can be made a member in one action (the role change the spec leaves to an admin). */
export const canMakeMember = (u: Pick<AdminUser, 'role' | 'applicationStatus'>): boolean => isApplicantRole(u.role) && u.applicationStatus === 'approved';

export interface UserFilter {
  /** Matched against the name, the e-mail and the role (its id and its label), ignoring case. */
  text: string;
  role: Role | 'all';
}

/** The users matching the filter, newest account first. */
export function filterUsers<U extends Named & Pick<AdminUser, 'id' | 'role'>>(
  users: readonly U[],
  filter: UserFilter,
  roleLabel: (r: Role) => string = (r) => r,
): U[] {
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return users
    .filter((u) => filter.role === 'all' || u.role === filter.role)
    .filter((u) => {
      if (!words.length) return true;
      const haystack = [u.firstName, u.lastName, u.email, u.role, roleLabel(u.role)].filter(Boolean).join(' ').toLowerCase();
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => b.id - a.id);
}

/** Whether the permissions let the user check people in at the door ('checkin'). */
export const canCheckIn = (permissions: readonly string[] | undefined): boolean => (permissions ?? []).includes(CHECKIN_PERMISSION);

/** The permissions with 'checkin' set or cleared; any other permission is kept as it is. */
export const withCheckIn = (permissions: readonly string[] | undefined, on: boolean): string[] => {
  const others = (permissions ?? []).filter((p) => p !== CHECKIN_PERMISSION);
  return on ? [...others, CHECKIN_PERMISSION] : others;
};

/** What the Edit User form holds. */
export interface EditUserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  /** 'Can check people in at the door': the 'checkin' permission. */
  canCheckIn: boolean;
}

export const editValuesOf = (u: AdminUser): EditUserValues => ({
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  email: u.email,
  role: u.role,
  isActive: u.isActive,
  profileImageUrl: u.profileImageUrl || null,
  canCheckIn: canCheckIn(u.permissions),
});

/** An empty text is stored as no value. */
export const blankToNull = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

/**
 * The PATCH body of an edit: only the fields that changed, so saving a name does not also
 * "change" a role the admin may not touch (the server checks every field it is sent).
 */
export function changedFields(
  user: AdminUser,
  next: Pick<UpdateUserInput, Exclude<keyof EditUserValues, 'canCheckIn'>> & { canCheckIn?: boolean },
): UpdateUserInput {
  const out: UpdateUserInput = {};
  const was = editValuesOf(user);
  if (next.firstName !== undefined && blankToNull(next.firstName) !== blankToNull(was.firstName)) out.firstName = blankToNull(next.firstName);
  if (next.lastName !== undefined && blankToNull(next.lastName) !== blankToNull(was.lastName)) out.lastName = blankToNull(next.lastName);
  if (next.email && next.email !== was.email) out.email = next.email;
  if (next.role && next.role !== was.role) out.role = next.role;
  if (next.isActive !== undefined && next.isActive !== was.isActive) out.isActive = next.isActive;
  if (next.profileImageUrl !== undefined && (next.profileImageUrl || null) !== was.profileImageUrl) out.profileImageUrl = next.profileImageUrl || null;
  if (next.canCheckIn !== undefined && next.canCheckIn !== was.canCheckIn) out.permissions = withCheckIn(user.permissions, next.canCheckIn);
  return out;
}

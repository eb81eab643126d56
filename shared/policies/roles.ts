/**
 * Who a role is, and what it may see or do, as pure rules: the server's policies, the nav, the
 * login redirect, the dashboards and the lists on the device all ask these. No zod here: the
 * app's first load imports this file.
 */
import { ADMIN_ROLES, CONTRIBUTOR_ROLES, type Role } from '../roles';

/** A role as stored or sent: a known one, or anything (a visitor has none). */
type RoleLike = Role | string | undefined | null;

const is = (roles: readonly Role[], r: RoleLike): boolean => typeof r === 'string' && (roles as readonly string[]).includes(r);

export const isAdminRole = (r: RoleLike): boolean => is(ADMIN_ROLES, r);
export const isSuperAdminRole = (r: RoleLike): boolean => r === 'super_admin';
export const isMemberRole = (r: RoleLike): boolean => r === 'member';
export const isParticipantRole = (r: RoleLike): boolean => r === 'participant';
export const isApplicantRole = (r: RoleLike): boolean => r === 'applicant';
/** Members and admins submit projects, articles, photos and uploads. */
export const isContributorRole = (r: RoleLike): boolean => is(CONTRIBUTOR_ROLES, r);

/** The permission an admin grants a door volunteer in User Management. */
export const CHECKIN_PERMISSION = 'checkin';

/** Who may run the door: admins, and users whose permissions include 'checkin'. */
export const mayCheckIn = (who: { role: RoleLike; permissions?: readonly string[] | null }): boolean =>
  isAdminRole(who.role) || (who.permissions ?? []).includes(CHECKIN_PERMISSION);

/**
 * Whose version of a list someone sees: admins every status, members also the members-only
 * parts, everyone else (visitors, applicants, participants) the public one.
 */
export type ListAudience = 'public' | 'member' | 'admin';
export const listAudienceOf = (r: RoleLike): ListAudience => (isAdminRole(r) ? 'admin' : isMemberRole(r) ? 'member' : 'public');

/** The page a role lands on after signing in. */
export function homePathOf(role: RoleLike): string {
  if (isAdminRole(role)) return '/admin-dashboard';
  if (isMemberRole(role)) return '/member-dashboard';
  return '/';
}

/** Role names and where each role lands: used by the server, the nav, the login redirect and /dashboard. */
export const ROLES = ['applicant', 'participant', 'member', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];
/** Roles that may submit projects, articles, photos and uploads. */
export const CONTRIBUTOR_ROLES: readonly Role[] = ['member', 'admin', 'super_admin'];

export const isAdminRole = (r: Role | string | undefined | null): boolean => r === 'admin' || r === 'super_admin';

/** The page a role lands on after signing in. */
export function homePathOf(role: Role | string | undefined | null): string {
  if (isAdminRole(role)) return '/admin-dashboard';
  if (role === 'member') return '/member-dashboard';
  return '/';
}

/** Role names and role groups. What a role may see or do, and where it lands: shared/policies/roles.ts. */
export const ROLES = ['applicant', 'participant', 'member', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];
/** Roles that may submit projects, articles, photos and uploads. */
export const CONTRIBUTOR_ROLES: readonly Role[] = ['member', 'admin', 'super_admin'];

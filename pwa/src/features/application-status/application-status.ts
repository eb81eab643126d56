import { isApplicantRole } from '@shared/policies/roles';
import type { ApplicationStatus, CurrentUser } from '@shared/schemas/users';

/** The page is for applicants only (signed-in-areas.md §6). */
export const canSeeApplicationStatus = (user: CurrentUser | null): user is CurrentUser => isApplicantRole(user?.role);

/** Approved or rejected as the server says; anything else is pending (the default). */
export function statusOf(user: Pick<CurrentUser, 'applicationStatus'>): ApplicationStatus {
  return user.applicationStatus === 'approved' || user.applicationStatus === 'rejected' ? user.applicationStatus : 'pending';
}

export const STATUS_BADGE: Record<ApplicationStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
};

import type { Role } from '@shared/schemas/users';

/** How long after a successful login the app navigates (public-site.md §9: about 100 ms). */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** Where a user lands after logging in: admins and members on their dashboards, others on '/'. */
export function pathAfterLogin(role: Role | null | undefined): string {
  if (role === 'admin' || role === 'super_admin') return '/admin-dashboard';
  if (role === 'member') return '/member-dashboard';
  return '/';
}

import { mayCheckIn } from '@shared/policies/roles';
import type { Role } from '@shared/roles';

/** One navigation entry; `labelKey` is a key of the 'common' namespace. */
export interface NavLinkItem {
  to: string;
  labelKey: string;
}

/** The links everyone sees (also shown alone while the current user is still loading). */
export const PUBLIC_LINKS: NavLinkItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/members', labelKey: 'nav.members' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/events', labelKey: 'nav.events' },
  { to: '/gallery', labelKey: 'nav.gallery' },
  { to: '/news', labelKey: 'nav.news' },
  { to: '/search', labelKey: 'nav.search' },
  { to: '/contact', labelKey: 'nav.contact' },
];

const guestExtras: NavLinkItem[] = [
  { to: '/login', labelKey: 'nav.login' },
  { to: '/join', labelKey: 'nav.join' },
];

/** The one extra link a signed-in user sees, by role (public-site.md §2; the participant's 'My tickets': issue 29). */
const dashboardByRole: Partial<Record<Role, NavLinkItem>> = {
  admin: { to: '/admin-dashboard', labelKey: 'nav.adminDashboard' },
  super_admin: { to: '/admin-dashboard', labelKey: 'nav.adminDashboard' },
  member: { to: '/member-dashboard', labelKey: 'nav.memberDashboard' },
  applicant: { to: '/application-status', labelKey: 'nav.applicationStatus' },
  // Issue 29: a participant's registrations and tickets (they land on '/' after signing in).
  participant: { to: '/participant-dashboard#my-tickets', labelKey: 'nav.myTickets' },
};

/** The door (issue 13): admins, and users granted the 'checkin' permission. */
const checkInLink: NavLinkItem = { to: '/check-in', labelKey: 'check-in:nav' };

/** The navigation for a visitor (`null`) or a signed-in user's role (and permissions). */
export function navLinksFor(role: Role | null | undefined, permissions: readonly string[] = []): NavLinkItem[] {
  if (!role) return [...PUBLIC_LINKS, ...guestExtras];
  const extra = dashboardByRole[role];
  const door = mayCheckIn({ role, permissions }) ? [checkInLink] : [];
  return [...PUBLIC_LINKS, ...(extra ? [extra] : []), ...door];
}

/** Home is active only on exactly '/'; every other link when the path starts with its path (a '#section' aside). */
export function isNavLinkActive(to: string, pathname: string): boolean {
  const path = to.split('#')[0];
  return path === '/' ? pathname === '/' : pathname.startsWith(path);
}

export const FOOTER_LINKS: NavLinkItem[] = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/members', labelKey: 'nav.members' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/gallery', labelKey: 'nav.gallery' },
  { to: '/news', labelKey: 'nav.news' },
  { to: '/contact', labelKey: 'nav.contact' },
];

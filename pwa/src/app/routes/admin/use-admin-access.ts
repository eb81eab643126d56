import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@shared/policies/roles';
import { useDashboardAccess } from '../use-dashboard-access';

export { REDIRECT_DELAY_MS } from '../use-dashboard-access';

const isAdmin = (user: { role: string }) => isAdminRole(user.role);

/**
 * The admin dashboard's door (signed-in-areas.md §6): signed out, the toast 'Unauthorized' and
 * after 500 ms a full page load of /api/login; signed in without admin rights, 'Access Denied'
 * and after 500 ms the home page. True once the viewer is an admin (admin data loads only then).
 */
export function useAdminAccess(): { allowed: boolean; checking: boolean } {
  const { t } = useTranslation('admin');
  const { allowed, checking } = useDashboardAccess({
    allows: isAdmin,
    unauthorized: { title: t('access.unauthorizedTitle'), description: t('access.unauthorizedText') },
    denied: { title: t('access.deniedTitle'), description: t('access.deniedText'), to: '/' },
  });
  return { allowed, checking };
}

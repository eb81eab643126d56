import '@/features/check-in/check-in.i18n';
import { useTranslation } from 'react-i18next';
import { isAdminRole, mayCheckIn } from '@shared/policies/roles';
import { PageMessage } from '@/components/ui/page-message';
import { CheckInPage } from '@/features/check-in/components/check-in-page';
import { useEvents } from '@/features/events/events.store';
import { useAuth } from '@/lib/auth';
import { useDashboardAccess } from './use-dashboard-access';

/**
 * /check-in (issue 13): admins and volunteers with the 'checkin' permission. Signed out:
 * 'Unauthorized', then /api/login; signed in without the right: a clear message on the page.
 */
export default function CheckInRoute() {
  const { t } = useTranslation('check-in');
  const { user } = useAuth();
  const events = useEvents();
  const { verdict } = useDashboardAccess({
    allows: mayCheckIn,
    unauthorized: { title: t('access.unauthorizedTitle'), description: t('access.unauthorizedText') },
  });
  if (verdict === 'denied')
    return <PageMessage kind="error" heading="h1" title={t('access.deniedTitle')} text={t('access.deniedText')} testId="checkin-denied" />;
  if (verdict !== 'allowed' || !user) return <PageMessage kind="loading" title={t('loading')} testId="checkin-checking" />;
  return <CheckInPage key={user.id} user={user} events={events.items} isAdmin={isAdminRole(user.role)} />;
}

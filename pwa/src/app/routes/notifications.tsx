import { useTranslation } from 'react-i18next';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { useAuth } from '@/lib/auth';
import { useDashboardAccess } from './use-dashboard-access';

/** /notifications, the bell's page (issue 26 §3): anyone signed in, their own inbox only. Signed out: 'Unauthorized', then /api/login. */
export default function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const { user } = useAuth();
  const { allowed } = useDashboardAccess({ unauthorized: { title: t('access.unauthorizedTitle'), description: t('access.unauthorizedText') } });
  if (!allowed || !user)
    return (
      <p className="p-8 text-center" role="status" data-testid="notifications-checking">
        {t('loading')}
      </p>
    );
  return <NotificationsPage key={user.id} userId={user.id} />;
}

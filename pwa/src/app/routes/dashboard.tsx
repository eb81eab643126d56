import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { signInWithProvider, useAuth } from '@/lib/auth';

const AdminDashboard = lazy(() => import('./admin-dashboard'));
const MemberDashboard = lazy(() => import('./member-dashboard'));
const ParticipantDashboard = lazy(() => import('./participant-dashboard'));

/**
 * /dashboard, outside the common layout: admin and super_admin get the admin dashboard,
 * member the member dashboard, participant and any other signed-in user the participant
 * dashboard, under the notification bell; a visitor is sent to /api/login.
 */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const { user, isLoading, isAdmin, isMember } = useAuth();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (signedOut) signInWithProvider();
  }, [signedOut]);

  const loading = (
    <p className="p-8 text-center" role="status">
      {t('loading')}
    </p>
  );
  if (!user) return loading;
  const Screen = isAdmin ? AdminDashboard : isMember ? MemberDashboard : ParticipantDashboard;
  return (
    <main id="main-content" className="min-h-screen bg-base-200">
      {/* Without the site's header here, the bell sits above the dashboard's own header. */}
      <div className="mx-auto flex max-w-7xl justify-end px-3 pt-3 sm:px-4">
        <NotificationBell />
      </div>
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>
    </main>
  );
}

import '@/lib/i18n-areas';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/schemas/users';
import { CalendarFeedSetting } from '@/features/calendar';
import { ConfirmEmailLine } from '@/features/email-verify/components/confirm-email-line';
import { useMyRegistrations } from '@/features/events/my-events.store';
import { ParticipantDashboard } from '@/features/participant-dashboard/components/participant-dashboard';
import { NotificationPreferences } from '@/features/notification-preferences';
import { PushSetting } from '@/features/push';
import { useAuth } from '@/lib/auth';
import { useDashboardAccess } from './use-dashboard-access';

/** Mounted once the user is known, so the list starts as 'not read yet', never as an empty list. */
function OwnDashboard({ user }: { user: CurrentUser }) {
  const registrations = useMyRegistrations(user.id);
  return (
    <>
      <ConfirmEmailLine />
      <ParticipantDashboard
        user={user}
        registrations={registrations.rows}
        neverLoaded={registrations.neverLoaded}
        onRetry={registrations.reload}
        settings={
          <div className="grid gap-5">
            <PushSetting />
            <NotificationPreferences />
            <CalendarFeedSetting />
          </div>
        }
      />
    </>
  );
}

/**
 * /participant-dashboard, and /dashboard for participants and every other role that is neither
 * admin nor member (signed-in-areas.md §2). Anyone signed in may open it: it only shows their own
 * registrations. Signed out: 'Unauthorized', then /api/login.
 */
export default function ParticipantDashboardRoute() {
  const { t } = useTranslation('participant');
  const { user } = useAuth();
  const { allowed } = useDashboardAccess({ unauthorized: { title: t('access.unauthorizedTitle'), description: t('access.unauthorizedText') } });
  if (!allowed || !user)
    return (
      <p className="p-8 text-center" role="status" data-testid="participant-dashboard-checking">
        {t('loading')}
      </p>
    );
  return <OwnDashboard key={user.id} user={user} />;
}

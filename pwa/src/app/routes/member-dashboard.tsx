import '@/lib/i18n-areas';
import { useTranslation } from 'react-i18next';
import { isMemberRole } from '@shared/policies/roles';
import { MemberEventRegistrationView } from '@/features/events/components/member-event-registration-view';
import { MemberRsvpList } from '@/features/events/components/member-rsvp-list';
import { MemberRsvpView } from '@/features/events/components/member-rsvp-view';
import { useEvents } from '@/features/events/events.store';
import { CalendarFeedSetting } from '@/features/calendar';
import { ConfirmEmailLine } from '@/features/email-verify/components/confirm-email-line';
import { refreshMemberAnalytics } from '@/features/member-dashboard/analytics.store';
import { MemberDashboardPage } from '@/features/member-dashboard/components/member-dashboard-page';
import { NotAMember } from '@/features/member-dashboard/components/not-a-member';
import { MySubmissions } from '@/features/member-submissions/components/my-submissions';
import { QuickActions } from '@/features/member-submissions/components/quick-actions';
import { EditProfileButton } from '@/features/profile-edit/components/edit-profile-button';
import { NotificationPreferences } from '@/features/notification-preferences';
import { PushSetting } from '@/features/push';
import { useAuth } from '@/lib/auth';
import { useDashboardAccess } from './use-dashboard-access';

/**
 * /member-dashboard, and /dashboard for members (signed-in-areas.md §2): members only. Composes
 * the frame (features/member-dashboard) with the events views, the quick actions and submissions,
 * and the Edit Profile dialog, each from its own feature.
 */
export default function MemberDashboardRoute() {
  const { t } = useTranslation('member-dashboard');
  const { user } = useAuth();
  const { verdict } = useDashboardAccess({
    allows: (u) => isMemberRole(u.role),
    unauthorized: { title: t('access.unauthorizedTitle'), description: t('access.unauthorizedText') },
  });
  const events = useEvents();
  if (verdict === 'denied') return <NotAMember />;
  if (verdict !== 'allowed' || !user)
    return (
      <p className="p-8 text-center" role="status" data-testid="member-dashboard-checking">
        {t('loading')}
      </p>
    );
  return (
    <>
      <ConfirmEmailLine />
      <MemberDashboardPage
        key={user.id}
        events={events.items}
        eventsNeverLoaded={events.neverLoaded}
        editProfile={<EditProfileButton userId={user.id} />}
        quickActions={
          <QuickActions
            rsvpList={<MemberRsvpList list={events} />}
            onSubmitted={(_action, state) => state === 'sent' && void refreshMemberAnalytics(user.id)}
          />
        }
        submissions={<MySubmissions />}
        eventRegistration={<MemberEventRegistrationView list={events} />}
        rsvp={<MemberRsvpView list={events} />}
        settings={
          <>
            <PushSetting />
            <NotificationPreferences />
            <CalendarFeedSetting />
          </>
        }
      />
    </>
  );
}

import type { ApplicationStatus } from '../../../shared/schemas/users';
import type { NewNotification } from '../notifications/notifications.repo';
import type { UserRow } from './users.repo';

/** An applicant hears the decision on their application (a decision back to 'pending' says nothing). */
export function applicationDecided(user: UserRow, status: ApplicationStatus): NewNotification | null {
  if (status === 'pending') return null;
  const approved = status === 'approved';
  return {
    kind: 'application.decided',
    to: { userId: user.id },
    // The decision's time is its version: approving again after a rejection is news again.
    dedupeKey: `application.decided:${user.id}:${status}:${user.updated_at}`,
    url: '/application-status',
    texts: approved
      ? {
          en: { title: 'Your application is approved', body: 'Welcome to the club! Sign in to see what is next.' },
          bn: { title: 'আপনার আবেদন অনুমোদিত হয়েছে', body: 'ক্লাবে স্বাগতম! এরপর কী করবেন দেখতে সাইন ইন করুন।' },
        }
      : {
          en: { title: 'Your application was not approved', body: 'Thank you for applying. Sign in to see your application status.' },
          bn: { title: 'আপনার আবেদন অনুমোদিত হয়নি', body: 'আবেদন করার জন্য ধন্যবাদ। আবেদনের অবস্থা দেখতে সাইন ইন করুন।' },
        },
  };
}

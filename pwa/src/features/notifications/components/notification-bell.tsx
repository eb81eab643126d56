import '../bell.i18n';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { localDigits } from '@/lib/i18n';
import { showUnreadOnAppBadge } from '../app-badge';
import { useInbox } from '../notifications.store';

/** More than this shows as '99+'. */
const MOST_SHOWN = 99;

/** Loads the inbox again when the app comes back to the screen (a push may have arrived meanwhile). */
function useReloadWhenShown(reload: () => void) {
  useEffect(() => {
    const onShow = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [reload]);
}

function Bell({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const { inbox, reload } = useInbox(userId);
  const unread = inbox?.unread;
  useReloadWhenShown(reload);
  // Only what is known: a phone that never loaded the inbox leaves the badge as a push set it.
  useEffect(() => {
    if (unread !== undefined) showUnreadOnAppBadge(unread);
  }, [unread]);

  const count = unread ?? 0;
  return (
    <NavLink
      to="/notifications"
      className="btn btn-ghost btn-square relative"
      aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')}
      data-testid="notification-bell"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path strokeLinecap="round" strokeLinejoin="round" d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 && (
        <span aria-hidden="true" className="badge badge-error badge-sm absolute -right-1 -top-1 px-1" data-testid="notification-count">
          {localDigits(count > MOST_SHOWN ? `${MOST_SHOWN}+` : String(count))}
        </span>
      )}
    </NavLink>
  );
}

/**
 * The header's bell (signed in only): the unread count as a badge, a link to the inbox
 * (/notifications), and the installed app's icon badge kept to the same count. Signed out, the
 * icon badge is cleared: the next person on a shared phone never sees the last one's count.
 */
export function NotificationBell() {
  const { user, isLoading } = useAuth();
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) showUnreadOnAppBadge(0);
  }, [signedOut]);
  return user ? <Bell key={user.id} userId={user.id} /> : null;
}

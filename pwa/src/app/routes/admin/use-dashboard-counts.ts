import { eventsApi } from '@shared/api/events';
import { moderationApi } from '@shared/api/moderation';
import { usersApi } from '@shared/api/users';
import { pendingTotal } from '@/features/moderation/content-kinds';
import { useAdminQuery } from '@/lib/admin-query';

/** The figures of the dashboard's header, stat cards and Attention Required box. */
export function useDashboardCounts() {
  const users = useAdminQuery(usersApi.list);
  const events = useAdminQuery(eventsApi.list);
  const pending = useAdminQuery(moderationApi.pending);
  const list = users.data ?? [];
  const pendingApplications = list.filter((u) => u.role === 'applicant' && u.applicationStatus === 'pending').length;
  const contentAwaitingReview = pendingTotal(pending.data);
  const ready = users.data !== undefined && events.data !== undefined && pending.data !== undefined;
  return {
    ready,
    /** Some figure was never loaded on this phone and the server could not be reached: said so, never zeros. */
    neverLoaded: !ready && (users.neverLoaded || events.neverLoaded || pending.neverLoaded),
    reload: () => [users, events, pending].forEach((q) => q.data === undefined && q.reload()),
    stale: users.stale || events.stale || pending.stale,
    loadedAt: Math.min(users.loadedAt ?? Infinity, events.loadedAt ?? Infinity, pending.loadedAt ?? Infinity),
    totalUsers: list.length,
    activeMembers: list.filter((u) => u.role === 'member' && u.isActive).length,
    events: events.data?.events.length ?? 0,
    pendingApplications,
    contentAwaitingReview,
    pendingItems: pendingApplications + contentAwaitingReview,
  };
}

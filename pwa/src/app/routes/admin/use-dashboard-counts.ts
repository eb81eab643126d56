import type { AdminUser } from '@shared/schemas/users';
import type { ClubEvent } from '@shared/schemas/events';
import { useAdminQuery } from '@/lib/admin-query';

export interface PendingContent {
  projects: unknown[];
  news: unknown[];
  members: unknown[];
  gallery: unknown[];
}

/** The figures of the dashboard's header, stat cards and Attention Required box. */
export function useDashboardCounts() {
  const users = useAdminQuery<AdminUser[]>('/api/users');
  const events = useAdminQuery<{ events: ClubEvent[] }>('/api/events');
  const pending = useAdminQuery<PendingContent>('/api/pending-content');
  const list = users.data ?? [];
  const pendingApplications = list.filter((u) => u.role === 'applicant' && u.applicationStatus === 'pending').length;
  const p = pending.data;
  const contentAwaitingReview = p ? p.projects.length + p.news.length + p.members.length + p.gallery.length : 0;
  return {
    ready: users.data !== undefined && events.data !== undefined && pending.data !== undefined,
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

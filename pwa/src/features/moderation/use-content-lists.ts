import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { ClubEvent } from '@shared/schemas/events';
import type { Member } from '@shared/schemas/members';
import type { AdminRegistration } from '@shared/schemas/registration-answers';
import { useAdminQuery } from '@/lib/admin-query';
import { LIST_PATH, PENDING_PATH, REGISTRATIONS_PATH, type PendingContent } from './content-kinds';

/** The content manager's reads, made once for the stat cards and the panels (admins get every status). */
export function useContentLists() {
  return {
    projects: useAdminQuery<{ projects: Project[] }>(LIST_PATH.project),
    news: useAdminQuery<{ articles: NewsArticle[] }>(LIST_PATH.news),
    events: useAdminQuery<{ events: ClubEvent[] }>(LIST_PATH.event),
    gallery: useAdminQuery<{ images: GalleryImage[] }>(LIST_PATH.gallery),
    members: useAdminQuery<Member[]>(LIST_PATH.member),
    registrations: useAdminQuery<AdminRegistration[]>(REGISTRATIONS_PATH),
    pending: useAdminQuery<PendingContent>(PENDING_PATH),
  };
}
export type ContentLists = ReturnType<typeof useContentLists>;

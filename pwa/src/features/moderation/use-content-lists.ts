import { registrationsApi } from '@shared/api/registrations';
import { moderationApi } from '@shared/api/moderation';
import { useAdminQuery } from '@/lib/admin-query';
import { LIST } from './content-kinds';

/** The content manager's reads, made once for the stat cards and the panels (admins get every status). */
export function useContentLists() {
  return {
    projects: useAdminQuery(LIST.project),
    news: useAdminQuery(LIST.news),
    events: useAdminQuery(LIST.event),
    gallery: useAdminQuery(LIST.gallery),
    members: useAdminQuery(LIST.member),
    registrations: useAdminQuery(registrationsApi.list),
    pending: useAdminQuery(moderationApi.pending),
  };
}
export type ContentLists = ReturnType<typeof useContentLists>;

/**
 * The members feature's door to its data: the mirrored team list, and for a profile the
 * mirrored projects and news it draws contributions from.
 */
import type { Member } from '@shared/schemas/members';
import type { NewsArticle, Project } from '@shared/schemas/content';
import { useMirroredList, type MirroredList } from '@/lib/mirror';

export function useMembers(): MirroredList<Member> {
  return useMirroredList('members');
}

export function useContributionSources(): { projects: Project[]; articles: NewsArticle[] } {
  const projects = useMirroredList('projects');
  const news = useMirroredList('news');
  return { projects: projects.items, articles: news.items };
}

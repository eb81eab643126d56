/**
 * The members feature's door to its data: the mirrored team list, one member by username (asking
 * the server when the device has not loaded them), and for a profile the mirrored projects and
 * news it draws contributions from.
 */
import { useEffect, useState } from 'react';
import type { Member } from '@shared/schemas/members';
import type { NewsArticle, Project } from '@shared/schemas/content';
import { searchMirroredList, useMirroredList, type MirroredList } from '@/lib/mirror';
import { useOnline } from '@/lib/use-online';
import { findMemberByUsername } from './member-lookup';

export function useMembers(): MirroredList<Member> {
  return useMirroredList('members');
}

/**
 * The member of /member/:username from every profile on the device; online, one not there yet
 * (the team list is read in pages) is asked of the server (`?q=`) before the page says not found.
 */
export function useMemberByUsername(username: string | undefined): { member: Member | undefined; isLoading: boolean; error: boolean } {
  const list = useMembers();
  const member = findMemberByUsername(list.everything, username);
  const online = useOnline();
  const [asked, setAsked] = useState<{ username: string; done: boolean } | null>(null);
  const missing = !member && !!username && !list.isLoading && online;
  useEffect(() => {
    if (!missing || !username) return;
    let live = true;
    setAsked({ username, done: false });
    void searchMirroredList('members', { q: username }).then(() => live && setAsked({ username, done: true }));
    return () => {
      live = false;
    };
  }, [missing, username]);
  const asking = missing && !(asked?.username === username && asked.done);
  return { member, isLoading: list.isLoading || asking, error: list.error };
}

export function useContributionSources(): { projects: Project[]; articles: NewsArticle[] } {
  const projects = useMirroredList('projects');
  const news = useMirroredList('news');
  return { projects: projects.everything, articles: news.everything };
}

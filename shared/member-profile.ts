/**
 * Finding a team member by username and collecting what they contributed
 * (public-site.md §2 Member profile). Pure functions: the app feeds them its mirrored lists, the
 * server the lists it renders a profile's page with (api/src/static/page-lists.ts).
 */
import type { Member } from './schemas/members';
import type { NewsArticle, Project } from './schemas/content';
import { memberUsername } from './member-username';

export { memberUsername };

/** The member whose username (or fallback username) equals `username`, ignoring case. */
export function findMemberByUsername(members: Member[], username: string | undefined): Member | undefined {
  const wanted = username?.trim().toLowerCase();
  if (!wanted) return undefined;
  return members.find((m) => memberUsername(m).toLowerCase() === wanted);
}

/** Approved shows as Active; every other status as itself. */
export const isActiveMember = (member: Pick<Member, 'status'>) => member.status === 'approved';

const sameText = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The user id that stands for "created by the member": the member's own account. A profile
 * without an account (entered by an administrator) has no creator of its own: its `createdBy` is
 * the administrator, whose content must not be credited to the member.
 */
const ownAccount = (member: Pick<Member, 'userId'>) => member.userId ?? null;

export interface Contributions {
  projects: Project[];
  articles: NewsArticle[];
}

/**
 * Projects created by the member or whose title contains the member's name; articles whose
 * author is the member's name or that the member created.
 */
export function memberContributions(member: Pick<Member, 'name' | 'userId'>, projects: Project[], articles: NewsArticle[]): Contributions {
  const account = ownAccount(member);
  const name = member.name.trim().toLowerCase();
  const byMember = (createdBy: number | null) => account !== null && createdBy === account;
  return {
    projects: projects.filter((p) => byMember(p.createdBy) || (name !== '' && p.title.toLowerCase().includes(name))),
    articles: articles.filter((a) => byMember(a.createdBy) || (name !== '' && sameText(a.author, name))),
  };
}

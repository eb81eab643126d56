import { describe, expect, it } from 'vitest';
import type { Member } from '@shared/schemas/members';
import type { NewsArticle, Project } from '@shared/schemas/content';
import { testMember } from '@/test/fixtures/content';
import { findMemberByUsername, isActiveMember, memberContributions } from './member-lookup';

const member = (over: Partial<Member>): Member =>
  testMember({ id: 1, name: 'Someone', position: 'Volunteer', createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z', ...over });
const project = (id: number, title: string, createdBy: number | null): Project =>
  ({ id, title, createdBy, description: '', status: 'approved', category: 'general' }) as Project;
const article = (id: number, author: string, createdBy: number | null): NewsArticle =>
  ({ id, title: `Article ${id}`, author, createdBy, content: '', status: 'published' }) as NewsArticle;

const nusrat = member({ id: 3, userId: 7, name: 'Nusrat Jahan', username: 'nusrat', createdBy: 7 });
const jannatul = member({ id: 5, userId: null, name: 'Jannatul Ferdous', username: null, createdBy: 2 });
const members = [member({ id: 9, name: 'Tanvir Hasan', username: 'Tanvir.Hasan' }), nusrat, jannatul];

describe('findMemberByUsername', () => {
  it('compares usernames without regard to case', () => {
    expect(findMemberByUsername(members, 'NUSRAT')?.id).toBe(3);
    expect(findMemberByUsername(members, 'tanvir.hasan')?.id).toBe(9);
  });

  it('finds a member without a username by the name lowercased without spaces', () => {
    expect(findMemberByUsername(members, 'jannatulferdous')?.id).toBe(5);
    expect(findMemberByUsername(members, 'JannatulFerdous')?.id).toBe(5);
  });

  it('finds nobody for an unknown or empty username', () => {
    expect(findMemberByUsername(members, 'nobody')).toBeUndefined();
    expect(findMemberByUsername(members, '')).toBeUndefined();
    expect(findMemberByUsername(members, undefined)).toBeUndefined();
    // a member with a username is not found by the name fallback
    expect(findMemberByUsername(members, 'nusratjahan')).toBeUndefined();
  });
});

describe('isActiveMember', () => {
  it('is true only for approved', () => {
    expect(isActiveMember({ status: 'approved' })).toBe(true);
    expect(isActiveMember({ status: 'pending' })).toBe(false);
    expect(isActiveMember({ status: 'rejected' })).toBe(false);
  });
});

describe('memberContributions', () => {
  const projects = [
    project(1, 'Plastic-free riverbank', 7),
    project(2, 'Solar lanterns', 2),
    project(3, "Nusrat Jahan's compost corner", 4),
    project(4, 'Tree drive', null),
  ];
  const articles = [article(10, 'Nusrat Jahan', 4), article(11, 'Tanvir Hasan', 7), article(12, 'Tanvir Hasan', 2), article(13, ' nusrat jahan ', null)];

  it('collects projects created by the member or naming them in the title', () => {
    expect(memberContributions(nusrat, projects, articles).projects.map((p) => p.id)).toEqual([1, 3]);
  });

  it('collects articles written under the member name or created by the member', () => {
    expect(memberContributions(nusrat, projects, articles).articles.map((a) => a.id)).toEqual([10, 11, 13]);
  });

  it('does not credit the administrator who entered a profile without an account', () => {
    const none = memberContributions(jannatul, projects, articles);
    expect(none.projects).toEqual([]);
    expect(none.articles).toEqual([]);
  });

  it('never matches every title for an empty name', () => {
    expect(memberContributions(member({ name: '  ' }), projects, articles)).toEqual({ projects: [], articles: [] });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { reportNetworkSuccess } from '@/lib/network';
import { MemoryRouter } from 'react-router-dom';
import type { Project } from '@shared/schemas/content';
import type { Member } from '@shared/schemas/members';
import { db } from '@/lib/db';
import { testArticle } from '@/test/fixtures/content';
import { MemberProfilePage } from '../components/member-profile-page';

const nusrat = {
  id: 3,
  userId: 7,
  name: 'Nusrat Jahan',
  username: 'nusrat',
  role: 'Volunteer Lead',
  position: 'Volunteer Lead',
  bio: 'Organises our clean-ups.',
  profileImageUrl: null,
  status: 'approved',
  email: 'member@club.test',
  website: 'https://nusrat.example.org',
  social: { linkedin: null, facebook: 'https://facebook.com/nusrat' },
  createdAt: '2025-03-10T10:00:00.000Z',
  updatedAt: '2025-03-10T10:00:00.000Z',
  createdBy: 7,
  approvedBy: 1,
} satisfies Member;
const pending: Member = { ...nusrat, id: 4, userId: 8, name: 'Tasnim Ara', username: 'tasnim', status: 'pending', createdBy: 8, website: null, email: null };
const projects: Project[] = [
  {
    id: 1,
    title: 'Plastic-free riverbank',
    description: 'Clean-ups.',
    imageUrl: null,
    status: 'approved',
    category: 'environment',
    completedAt: null,
    createdAt: '2025-04-01T08:00:00.000Z',
    updatedAt: '2025-04-01T08:00:00.000Z',
    createdBy: 7,
    approvedBy: 1,
  },
];
const articles = [
  testArticle({
    id: 9,
    title: 'What I learned',
    author: 'Nusrat Jahan',
    createdBy: 2,
    publishedAt: '2025-05-02T08:00:00.000Z',
    createdAt: '2025-05-01T08:00:00.000Z',
  }),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
function serve(members: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/members')) return json(members);
      if (url.startsWith('/api/projects')) return json({ projects });
      return json({ articles });
    }),
  );
}
const show = (username: string) =>
  render(
    <MemoryRouter>
      <MemberProfilePage username={username} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await Promise.all([db.members.clear(), db.projects.clear(), db.news.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  reportNetworkSuccess(); // a test that went offline leaves the next one online
});

describe('MemberProfilePage', () => {
  it('shows loading, then the profile found by username in any case', async () => {
    serve([nusrat, pending]);
    show('NUSRAT');
    expect(screen.getByText('Loading profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeTruthy();
    expect(screen.getByText('Volunteer Lead')).toBeTruthy();
    expect(screen.getByTestId('member-status-badge').textContent).toBe('Active');
    expect(screen.getByTestId('member-joined').textContent).toBe('Joined March 2025');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:member@club.test');
    expect(screen.getByRole('link', { name: /Website/ }).getAttribute('target')).toBe('_blank');
    // The spec's status line, exactly: 'Active Member' (no 'Status:' before it, not even for screen readers).
    expect(screen.getByTestId('member-status-line').textContent).toBe('Active Member');
    expect(await screen.findByRole('link', { name: 'Plastic-free riverbank' })).toBeTruthy();
    expect(screen.getByTestId('member-projects-count').textContent).toBe('1');
    const list = await screen.findByTestId('member-articles');
    expect(within(list).getByRole('link', { name: 'What I learned' }).getAttribute('href')).toBe('/news/9');
    expect(within(list).getByText('May 2, 2025')).toBeTruthy();
    expect(screen.queryByText('No contributions yet')).toBeNull();
  });

  it('shows a pending member with the raw status and no contributions', async () => {
    serve([nusrat, pending]);
    show('tasnim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasnim Ara' })).toBeTruthy();
    expect(screen.getByTestId('member-status-badge').textContent).toBe('pending');
    expect(screen.getByTestId('member-status-line').textContent).toBe('Pending');
    expect(screen.getByText('No contributions yet')).toBeTruthy();
    expect(screen.getByTestId('member-photo').getAttribute('src')).toBe('/placeholder-avatar.png');
  });

  it('a member beyond the pages loaded here is asked of the server before the page says not found', async () => {
    const later = { ...nusrat, id: 90, userId: 90, name: 'Rafiq Islam', username: 'rafiq' };
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/members?q=rafiq')) return json({ members: [later], nextCursor: null });
      if (url.startsWith('/api/members')) return json({ members: [nusrat], nextCursor: 'more' });
      if (url.startsWith('/api/projects')) return json({ projects });
      return json({ articles });
    });
    vi.stubGlobal('fetch', fetchMock);
    show('rafiq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafiq Islam' })).toBeTruthy();
    expect(screen.queryByTestId('member-not-found')).toBeNull();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/members?q=rafiq&limit=100');
  });

  it('says Member Not Found with Back to Team for an unknown username', async () => {
    serve([nusrat]);
    show('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Not Found' })).toBeTruthy();
    expect(screen.getByText("The member profile you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Team' }).getAttribute('href')).toBe('/members');
  });

  it('says it could not load when nothing is local and the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    show('nusrat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to load profile' })).toBeTruthy();
  });

  it('offline with nothing on the device, says the team is not on this phone yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    show('nusrat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not on this phone yet — connect once to see the team' })).toBeTruthy();
  });
});

import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PendingMember } from '@shared/schemas/members';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { ContentTab } from '../components/content-tab';
import { ProfileChanges } from '../components/profile-changes';
import { fakeApi } from './fake-api';

const when = '2026-03-01T10:00:00.000Z';
const member = (over: Partial<PendingMember>): PendingMember => ({
  id: 12,
  userId: 3,
  name: 'Nusrat Jahan',
  username: 'nusrat',
  role: 'Volunteer Lead',
  position: 'Volunteer Lead',
  bio: 'New bio',
  profileImageUrl: '/uploads/new.jpg',
  status: 'pending',
  email: null,
  website: null,
  social: { linkedin: null, facebook: null },
  createdAt: when,
  updatedAt: when,
  createdBy: 3,
  approvedBy: 1,
  kind: 'edit',
  changes: [],
  submittedAt: when,
  revisionId: 4,
  ...over,
});
const edit = member({
  changes: [
    { field: 'bio', from: 'I lead the tree drives.', to: 'New bio' },
    { field: 'profileImageUrl', from: '/uploads/old.jpg', to: '/uploads/new.jpg' },
    { field: 'website', from: null, to: 'https://nusrat.example.org' },
  ],
});
const fresh = member({ id: 13, userId: 8, name: 'Tasnim Ara', username: 'tasnim', kind: 'new', changes: [], bio: null, profileImageUrl: null });

/** The edit as the member replaced it after the list loaded: a new website, a new revision. */
const swapped = member({ website: 'https://evil.example/phish', revisionId: 5, changes: [{ field: 'website', from: null, to: 'https://evil.example/phish' }] });
const CHANGED = 'This profile changed since you opened it. Please review the new version.';

let api: ReturnType<typeof fakeApi>;
/** What GET /api/pending-content answers now. */
let waiting: PendingMember[];
beforeEach(() => {
  resetToasts();
  waiting = [fresh, edit];
  api = fakeApi({
    'GET /api/projects': { projects: [] },
    'GET /api/news': { articles: [] },
    'GET /api/events': { events: [] },
    'GET /api/gallery': { images: [] },
    'GET /api/members': [],
    'GET /api/event-registrations': [],
    'GET /api/pending-content': () => [200, { projects: [], news: [], members: waiting, gallery: [] }],
    'POST /api/approve-content/member/12': (body: unknown) => {
      const current = waiting.find((m) => m.id === 12)!;
      if ((body as { revisionId?: number } | undefined)?.revisionId === current.revisionId) return [200, { message: 'Member approved successfully' }];
      return [409, { message: CHANGED, code: 'revision_changed', key: 'x', pendingMember: current }];
    },
    'POST /api/reject-content/member/13': { message: 'Member rejected successfully' },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfileChanges', () => {
  it('lists each changed field as before → after, pictures as thumbnails, nothing as empty', () => {
    render(<ProfileChanges changes={edit.changes} />);
    const items = within(screen.getByRole('list', { name: 'What changed' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'BioI lead the tree drives.→changed toNew bio',
      'Profile picture→changed to',
      'Personal websiteempty→changed tohttps://nusrat.example.org',
    ]);
    expect(within(items[1]!).getByRole('img', { name: 'Picture before' }).getAttribute('src')).toBe('/uploads/old.jpg');
    expect(within(items[1]!).getByRole('img', { name: 'Picture after' }).getAttribute('src')).toBe('/uploads/new.jpg');
  });

  it('shows nothing when nothing changed', () => {
    const { container } = render(<ProfileChanges changes={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('Pending Reviews: team profiles', () => {
  it('a profile edit shows what changed and is approved as before; a new profile shows no changes', async () => {
    render(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=content']}>
        <ContentTab />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: /^Pending Reviews/ }));
    const rows = await screen.findAllByTestId('content-row');
    const editRow = rows.find((r) => r.textContent?.includes('Profile edit'))!;
    const newRow = rows.find((r) => r.textContent?.includes('Tasnim Ara'))!;
    expect(within(editRow).getByTestId('profile-changes').textContent).toContain('I lead the tree drives.');
    expect(within(newRow).getByText('New profile')).toBeTruthy();
    expect(within(newRow).queryByTestId('profile-changes')).toBeNull();

    fireEvent.click(within(editRow).getByRole('button', { name: 'Approve Nusrat Jahan' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Member approved successfully'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/approve-content/member/12', body: { revisionId: 4 } }]);
  });

  it('a profile is rejected at once, at the version shown: its owner is told nothing, so no reason is asked', async () => {
    render(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=content&section=pending']}>
        <ContentTab />
      </MemoryRouter>,
    );
    const newRow = (await screen.findAllByTestId('content-row')).find((r) => r.textContent?.includes('Tasnim Ara'))!;
    fireEvent.click(within(newRow).getByRole('button', { name: 'Reject Tasnim Ara' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Member rejected successfully'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/reject-content/member/13', body: { revisionId: 4 } }]);
  });

  it('an edit replaced after the list loaded is not approved: the admin is told and sees the new version, then approves that one', async () => {
    render(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=content&section=pending']}>
        <ContentTab />
      </MemoryRouter>,
    );
    const editRow = async () => (await screen.findAllByTestId('content-row')).find((r) => r.textContent?.includes('Profile edit'))!;
    expect(within(await editRow()).getByTestId('profile-changes').textContent).toContain('https://nusrat.example.org');
    waiting = [fresh, swapped]; // the member saves again
    const loads = api.calls.filter((c) => c.path === '/api/pending-content').length;

    fireEvent.click(within(await editRow()).getByRole('button', { name: 'Approve Nusrat Jahan' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Changed since you opened it', description: CHANGED }));
    expect(api.calls.filter((c) => c.path === '/api/pending-content').length).toBeGreaterThan(loads);
    await waitFor(async () => expect(within(await editRow()).getByTestId('profile-changes').textContent).toContain('https://evil.example/phish'));

    fireEvent.click(within(await editRow()).getByRole('button', { name: 'Approve Nusrat Jahan' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Member approved successfully'));
    expect(api.writes().map((w) => w.body)).toEqual([{ revisionId: 4 }, { revisionId: 5 }]);
  });
});

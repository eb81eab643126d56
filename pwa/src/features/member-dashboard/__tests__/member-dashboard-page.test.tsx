import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { analyticsMirror } from '../analytics.mirror';
import { MemberDashboardPage } from '../components/member-dashboard-page';
import { analytics, events, json, member, teamProfile } from './fixtures';

let analyticsCalls = 0;
function online(profile: unknown = teamProfile('Treasurer')) {
  analyticsCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `/api/user-analytics/${member.id}`) {
      analyticsCalls++;
      return json(200, analytics);
    }
    if (url === `/api/member-profile/user/${member.id}`) return profile ? json(200, profile) : json(404, { message: 'No team profile yet', code: 'not_found' });
    if (url === '/api/auth/logout-everywhere' && init?.method === 'POST') return json(200, { message: 'Signed out on every device' });
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

let search = '';
function Where() {
  search = useLocation().search;
  return null;
}
function renderPage(slots: Parameters<typeof MemberDashboardPage>[0] = {}, at = '/member-dashboard') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AuthProvider initialUser={member}>
        <MemberDashboardPage events={events} {...slots} />
        <Where />
      </AuthProvider>
    </MemoryRouter>,
  );
}
const stat = (key: string) => screen.getByTestId(`member-stat-${key}`).querySelector('dd')!.textContent;

beforeEach(async () => {
  await db.me.clear();
  await db.outbox.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MemberDashboardPage', () => {
  it('header, stat cards, the level bar, recent activities and upcoming events from the analytics', async () => {
    online();
    renderPage({ editProfile: <button type="button">Edit Profile</button>, quickActions: <p>Quick actions here</p>, submissions: <p>Submissions here</p> });
    expect(await screen.findByText('Level: Active Member')).toBeTruthy();
    const header = within(screen.getByTestId('member-header'));
    expect(header.getByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeTruthy();
    expect(header.getByText('NJ')).toBeTruthy(); // initials, no picture
    expect(await header.findByText('Treasurer')).toBeTruthy();
    expect(header.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(header.getByRole('button', { name: 'Settings' })).toBeTruthy();

    expect([stat('projects'), stat('events'), stat('points'), stat('streak')]).toEqual(['1', '0', '180', '2']);
    expect(screen.getByText('Streak (days)')).toBeTruthy();
    expect(screen.getByTestId('member-level-next').textContent).toBe('120 points to Active Contributor');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' }).getAttribute('value')).toBe('40');

    const recent = within(screen.getByTestId('member-recent-activities'));
    expect(recent.getAllByTestId('member-activity')).toHaveLength(4);
    expect(recent.getByText('Project approved: Compost for the market')).toBeTruthy();
    expect(recent.queryByText('Photo approved: Seedlings')).toBeNull();
    const upcoming = within(screen.getByTestId('member-upcoming-events'));
    expect(upcoming.getAllByRole('listitem').map((li) => li.querySelector('a')!.textContent)).toEqual([
      'Marketing workshop',
      'Leadership bootcamp',
      'Story night',
    ]);
    expect(screen.getByText('Quick actions here')).toBeTruthy();
    expect(screen.getByText('Submissions here')).toBeTruthy();
  });

  it('without a position the header says Member; nothing loaded yet shows New Member', async () => {
    online(null);
    renderPage();
    expect(screen.getByTestId('member-level-badge').textContent).toBe('Level: New Member');
    expect(await screen.findByText('Level: Active Member')).toBeTruthy();
    expect(screen.getByTestId('member-position').textContent).toBe('Member');
  });

  it('inner tabs by click and by arrow keys, kept in the address', async () => {
    online();
    renderPage();
    await screen.findByText('Level: Active Member');
    fireEvent.click(screen.getByRole('tab', { name: 'Activities' }));
    expect(within(screen.getByTestId('member-activities')).getAllByTestId('member-activity')).toHaveLength(5);
    expect(search).toBe('?view=activities');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activities' }), { key: 'ArrowRight' });
    const cards = within(screen.getByTestId('member-achievements')).getAllByTestId('member-achievement');
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['First Project', 'Storyteller']);
    expect(within(cards[0]!).getByText('Contribution')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Achievements' })).toBe(document.activeElement);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Achievements' }), { key: 'End' });
    const goals = screen.getByTestId('member-goals');
    expect(within(screen.getByTestId('member-goal-projects')).getByText('1 / 3')).toBeTruthy();
    expect(within(screen.getByTestId('member-goal-articles')).getByText('1 / 5')).toBeTruthy();
    expect(within(screen.getByTestId('member-goal-points')).getByText('180 / 500')).toBeTruthy();
    expect(within(goals).getByRole('progressbar', { name: 'Earn 500 points' }).getAttribute('value')).toBe('36');
    expect(search).toBe('?view=goals');
  });

  it('the calendar: today has its event; a day without shows the empty text; cancelled events are not marked', async () => {
    online();
    renderPage({}, '/member-dashboard?view=events');
    const calendar = within(await screen.findByTestId('member-calendar'));
    expect(calendar.getByTestId('member-calendar-heading').textContent).toMatch(/^Events on \w+day, /);
    expect(calendar.getAllByTestId('member-calendar-event').map((e) => e.querySelector('a')!.textContent)).toEqual(['Marketing workshop']);
    expect(calendar.getAllByRole('button', { name: /has events$/ }).length).toBeGreaterThanOrEqual(1);

    const other = new Date().getDate() === 1 ? 2 : 1;
    const emptyDay = calendar.getAllByRole('button').find((b) => b.closest('[data-day]') && b.textContent === String(other) && !b.closest('.rdp-outside'))!;
    fireEvent.click(emptyDay);
    expect(calendar.getByText('No events scheduled for this date')).toBeTruthy();
    expect(calendar.queryAllByTestId('member-calendar-event')).toHaveLength(0);
  });

  it('outer tabs show the Event Registration and RSVP views passed in', async () => {
    online();
    renderPage({ eventRegistration: <p>Registration view</p>, rsvp: <p>RSVP view</p> });
    fireEvent.click(screen.getByRole('tab', { name: 'Event Registration' }));
    expect(screen.getByText('Registration view')).toBeTruthy();
    expect(search).toBe('?tab=registration');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Event Registration' }), { key: 'ArrowRight' });
    expect(screen.getByText('RSVP view')).toBeTruthy();
    expect(screen.queryByTestId('member-stats')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(screen.getByTestId('member-stats')).toBeTruthy();
  });

  it('offline: the analytics last loaded for this member, with their time', async () => {
    await db.me.put({ key: analyticsMirror.key, value: { userId: member.id, loadedAt: Date.now() - 3 * 3600_000, value: analytics, position: 'Treasurer' } });
    offline();
    renderPage();
    expect(await screen.findByTestId('member-analytics-stale')).toBeTruthy();
    expect(screen.getByTestId('member-analytics-stale').textContent).toBe('Offline — showing your progress as loaded about 3 hours ago');
    expect(stat('points')).toBe('180');
    expect(screen.getByText('Level: Active Member')).toBeTruthy();
  });

  it("another person's analytics stored on this phone are never shown: offline, 'not on this phone yet', no zeros or made-up level", async () => {
    await db.me.put({ key: analyticsMirror.key, value: { userId: 99, loadedAt: Date.now(), value: analytics, position: 'President' } });
    offline();
    renderPage();
    expect((await screen.findByTestId('member-not-on-phone')).textContent).toBe(
      'Not on this phone yet — connect once to see your points, activities and goals',
    );
    expect(screen.queryByTestId('member-stats')).toBeNull();
    expect(screen.queryByTestId('member-level-progress')).toBeNull();
    expect(screen.queryByTestId('member-level-badge')).toBeNull();
    expect(screen.queryByText('President')).toBeNull();
    // No 'No activities yet' either: the line above says why nothing is shown.
    expect(screen.queryByTestId('member-recent-activities')).toBeNull();
  });

  it('refreshes the analytics when a project written here leaves the outbox', async () => {
    online();
    renderPage();
    await screen.findByText('Level: Active Member');
    await waitFor(() => expect(analyticsCalls).toBe(1));
    await act(() =>
      db.outbox.add({
        id: 'w1',
        method: 'POST',
        url: '/api/projects',
        body: { title: 'Compost' },
        createdAt: Date.now(),
        attempts: 0,
        lastError: null,
        status: 'pending',
        userKey: String(member.id),
        label: 'x',
        nextAttemptAt: Date.now() + 3600_000,
      }),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' })).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    expect(analyticsCalls).toBe(1);
    await act(() => db.outbox.update('w1', { status: 'done', doneAt: Date.now() }));
    await waitFor(() => expect(analyticsCalls).toBe(2));
  });

  it('Settings: language, and Sign out everywhere ends every session then signs out here', async () => {
    const fetchMock = online();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(screen.getByTestId('member-settings-dialog'));
    expect(dialog.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout-everywhere' && init?.method === 'POST')).toBe(true);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect([form.method, new URL(form.action).pathname]).toEqual(['post', '/api/logout']);
  });
});

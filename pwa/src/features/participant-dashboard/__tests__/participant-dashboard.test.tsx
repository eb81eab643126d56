import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MyRegistration } from '@shared/schemas/registrations';
import type { CurrentUser } from '@shared/schemas/users';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { ParticipantDashboard } from '../components/participant-dashboard';
import { PARTICIPANT, day, reg } from './fixtures';

function renderDashboard(registrations: MyRegistration[] | undefined, user: CurrentUser = PARTICIPANT) {
  render(
    <MemoryRouter>
      <ParticipantDashboard user={user} registrations={registrations} />
    </MemoryRouter>,
  );
}
const stat = (key: 'total' | 'upcoming' | 'completed') => within(screen.getByTestId(`participant-stat-${key}`)).getByRole('definition').textContent;

afterEach(() => {
  reportNetworkSuccess();
  vi.unstubAllGlobals();
});

describe('ParticipantDashboard', () => {
  it('welcomes by first name and counts total, upcoming (registered, status upcoming, ahead) and completed (passed or completed)', () => {
    renderDashboard([
      reg({ eventTitle: 'Olympiad', eventDate: day(21), status: 'pending' }),
      reg({ eventTitle: 'Marketing Workshop', eventDate: day(5), status: 'cancelled' }),
      reg({ eventTitle: 'Finance Training', eventDate: day(0), eventStatus: 'ongoing', status: 'confirmed' }),
      reg({ eventTitle: 'Tree Drive', eventDate: day(-75), eventStatus: 'completed', status: 'confirmed' }),
      reg({ eventTitle: 'Hackathon', eventDate: day(30), eventStatus: 'completed', status: 'confirmed' }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Participant Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('participant-welcome').textContent).toBe('Welcome back, Arif!');
    expect(stat('total')).toBe('5');
    expect(stat('upcoming')).toBe('1');
    expect(stat('completed')).toBe('2');
    for (const label of ['Total Registrations', 'Upcoming Events', 'Completed Events'])
      expect(within(screen.getByTestId('participant-stats')).getByText(label)).toBeTruthy();
  });

  it('lists the first three upcoming events, soonest first, each with its status badge (pending by default), and Browse Events', () => {
    renderDashboard([
      reg({ eventTitle: 'Fourth', eventDate: day(40) }),
      reg({ eventTitle: 'First', eventDate: day(2), status: 'confirmed' }),
      reg({ eventTitle: 'Third', eventDate: day(30) }),
      reg({ eventTitle: 'Second', eventDate: day(9), status: '' as never }),
    ]);
    const upcoming = screen.getByTestId('participant-upcoming');
    const rows = within(upcoming).getAllByTestId('participant-upcoming-row');
    expect(rows.map((r) => r.querySelector('p')!.textContent)).toEqual(['First', 'Second', 'Third']);
    expect(rows.map((r) => within(r).getByTestId('registration-status').textContent)).toEqual(['Confirmed', 'Pending', 'Pending']);
    expect(within(upcoming).getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
  });

  it("shows the profile: name, e-mail, phone and the role badge 'Participant'", () => {
    renderDashboard([]);
    const profile = within(screen.getByTestId('participant-profile'));
    expect(profile.getByTestId('participant-profile-name').textContent).toBe('Arif Hossain');
    expect(profile.getByTestId('participant-profile-email').textContent).toBe('participant@club.test');
    expect(profile.getByTestId('participant-profile-phone').textContent).toBe('+8801912345678');
    expect(profile.getByTestId('participant-role').textContent).toBe('Participant');
  });

  it("says 'Not provided' when there is no phone (or only spaces)", () => {
    renderDashboard([], { ...PARTICIPANT, phone: null });
    expect(screen.getByTestId('participant-profile-phone').textContent).toBe('Not provided');
    cleanup();
    renderDashboard([], { ...PARTICIPANT, phone: '   ' });
    expect(screen.getByTestId('participant-profile-phone').textContent).toBe('Not provided');
  });

  it('with no registrations: zeros, and an empty state that links to /events', () => {
    renderDashboard([]);
    expect([stat('total'), stat('upcoming'), stat('completed')]).toEqual(['0', '0', '0']);
    const empty = screen.getByTestId('participant-registrations-empty');
    expect(within(empty).getByText('No registrations yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
    expect(screen.queryAllByTestId('participant-registration')).toHaveLength(0);
  });

  it('while the device is read: dashes and a loading line, not an empty state', () => {
    renderDashboard(undefined);
    expect(stat('total')).toBe('–');
    expect(screen.queryByTestId('participant-registrations-empty')).toBeNull();
    expect(within(screen.getByTestId('participant-registrations')).getByRole('status').textContent).toBe('Loading...');
  });

  it('lists every registration with its event, date, status and registration date (cards on a phone)', () => {
    renderDashboard([
      reg({ eventTitle: 'Olympiad', eventDate: '2031-03-04', status: 'pending', registeredAt: '2031-02-01T09:00:00.000Z' }),
      reg({ eventTitle: null, eventDate: null, eventStatus: null, status: 'cancelled' }),
    ]);
    const rows = screen.getAllByTestId('participant-registration');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Olympiad');
    expect(rows[0]!.textContent).toContain('Mar 4, 2031');
    expect(rows[0]!.textContent).toContain('Registered Feb 1, 2031');
    expect(within(rows[0]!).getByTestId('registration-status').textContent).toBe('Pending');
    expect(rows[1]!.textContent).toContain('Event Not Found');
    expect(within(rows[1]!).getByTestId('registration-status').textContent).toBe('Cancelled');
  });

  it('from md up, a table: event, date, status, registration date', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 768px)', addEventListener: () => {}, removeEventListener: () => {} }));
    renderDashboard([reg({ eventTitle: 'Olympiad', eventDate: '2031-03-04', status: 'confirmed', registeredAt: '2031-02-01T09:00:00.000Z' })]);
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Event', 'Date', 'Status', 'Registration Date']);
    const row = screen.getByTestId('participant-registration');
    expect(within(row).getByRole('rowheader').textContent).toBe('Olympiad');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 4, 2031', 'Confirmed', 'Feb 1, 2031']);
  });

  it('says the list may be out of date while offline, and not online', () => {
    renderDashboard([reg({})]);
    expect(screen.queryByTestId('participant-offline')).toBeNull();
    act(() => reportNetworkFailure());
    expect(screen.getByTestId('participant-offline').textContent).toMatch(/may be out of date/);
    act(() => reportNetworkSuccess());
    expect(screen.queryByTestId('participant-offline')).toBeNull();
  });
});

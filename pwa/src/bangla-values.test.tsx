/**
 * Issue 14: values a screen shows (dates, times, counts, statuses, categories) read in Bangla with
 * Bengali digits and the Bangla date order, not as raw English values. English is covered by each
 * screen's own tests.
 */
import '@/lib/i18n-admin';
import '@/components/tickets/tickets.i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Notice } from '@shared/schemas/notices';
import { StaleNote } from '@/components/admin/stale-note';
import { Tabs } from '@/components/admin/tabs';
import { TicketCard } from '@/components/tickets/components/ticket-card';
import { i18n, loadLanguage } from '@/lib/i18n';
import type { ScanRow } from '@/lib/db';
import { NoticeCard } from '@/features/admin-notices/components/notice-card';
import { ScanList } from '@/features/check-in/components/scan-list';
import { EventsCalendar } from '@/features/member-dashboard/components/events-calendar';
import { SearchResultCard } from '@/features/search/components/search-result-card';
import bnAdmin from '@/locales/bn/admin/admin';
import bnEvents from '@/locales/bn/events';
import bnMemberDashboard from '@/locales/bn/areas/member-dashboard';

const WESTERN_DIGIT = /[0-9]/;

beforeEach(async () => {
  await act(async () => {
    await loadLanguage('bn');
    await i18n.changeLanguage('bn');
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const notice: Notice = {
  id: 1,
  title: 'Exam week',
  message: 'The centre is closed.',
  titleBn: null,
  messageBn: null,
  type: 'info',
  priority: 'high',
  targetAudience: 'all',
  startDate: '2026-03-05T12:00:00.000Z',
  endDate: '2026-03-12T12:00:00.000Z',
  link: null,
  linkText: null,
  dismissible: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

describe('values on screen in Bangla', () => {
  it('a notice card gives its dates in the Bangla order with Bengali digits', () => {
    render(
      <ul>
        <NoticeCard notice={notice} onEdit={() => {}} />
      </ul>,
    );
    expect(screen.getByTestId('notice-dates').textContent).toBe('৫ মার্চ, ২০২৬ – ১২ মার্চ, ২০২৬');
  });

  it('the admin offline note says how long ago in Bangla', () => {
    render(<StaleNote loadedAt={Date.now() - 5 * 60_000} stale />);
    const text = screen.getByTestId('admin-stale').textContent!;
    expect(text).toContain('৫ মিনিট');
    expect(text).not.toMatch(WESTERN_DIGIT);
    expect(text).not.toMatch(/minutes|ago/);
  });

  it('a tab badge counts in Bengali digits', () => {
    render(
      <Tabs tabs={[{ id: 'a', label: 'ক', badge: 12 }]} selected="a" onSelect={() => {}} label="x">
        <p />
      </Tabs>,
    );
    expect(screen.getByRole('tab').textContent).toBe('ক১২');
  });

  it('check-in scans show their time without Western digits', () => {
    const scan: ScanRow = {
      nonce: 'n1',
      eventId: 1,
      ticketCode: 'ABC',
      registrationId: 1,
      name: 'Rahim',
      scannedAt: '2026-03-05T10:15:00.000Z',
      deviceId: 'd1',
      state: 'queued',
    };
    render(<ScanList scans={[scan]} onUndo={() => {}} canUndo={false} />);
    const row = within(screen.getByTestId('checkin-scans')).getByText('Rahim').parentElement!;
    expect(row.textContent!.replace('Rahim', '')).not.toMatch(WESTERN_DIGIT);
  });

  it('a ticket gives the event day in Bangla and its free-text time the Bangla way', () => {
    render(
      <TicketCard
        ticket={{ ticketCode: 'T-1', name: 'Rahim', eventTitle: 'Idea Pitch', eventDate: '2026-03-05', eventTime: '4:00 PM', status: 'confirmed' }}
      />,
    );
    const when = screen.getByText((_, el) => el?.tagName === 'DD' && /মার্চ/.test(el.textContent ?? ''));
    expect(when.textContent).toBe('বৃহস্পতিবার, ৫ মার্চ, ২০২৬ · বিকাল ৪:০০');
  });

  it("a search result names an event's category in Bangla", () => {
    const item = {
      type: 'event' as const,
      id: 1,
      title: 'Idea Pitch',
      description: '',
      category: 'workshop',
      status: 'upcoming',
      link: '/events/1',
      fields: [],
    };
    render(
      <MemoryRouter>
        <SearchResultCard result={{ item, score: 50 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(bnEvents.category.workshop)).toBeTruthy();
    expect(screen.queryByText('workshop')).toBeNull();
  });

  it('the member calendar: Bangla month, Bengali day numbers, Bangla button names', () => {
    render(
      <MemoryRouter>
        <EventsCalendar events={[]} />
      </MemoryRouter>,
    );
    const calendar = screen.getByTestId('member-calendar');
    expect(within(calendar).getByRole('button', { name: bnMemberDashboard.calendar.previous })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: bnMemberDashboard.calendar.next })).toBeTruthy();
    const grid = within(calendar).getByRole('grid');
    expect(grid.textContent).not.toMatch(WESTERN_DIGIT);
    expect(grid.textContent).toMatch(/[০-৯]/);
    expect(within(calendar).getByTestId('member-calendar-heading').textContent).not.toMatch(WESTERN_DIGIT);
  });

  it('the admin status of a waitlisted registration is a Bangla word', () => {
    expect(i18n.t('admin:status.waitlisted')).toBe(bnAdmin.status.waitlisted);
  });
});

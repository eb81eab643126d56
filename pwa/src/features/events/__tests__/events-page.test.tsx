import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import { reportNetworkSuccess } from '@/lib/network';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ClubEvent } from '@shared/schemas/events';
import { db } from '@/lib/db';
import { metaKey } from '@/lib/mirror-store';
import { EventsPage } from '../components/events-page';
import { testEvent } from '@/test/fixtures/events';

const base = testEvent({
  title: 'Youth Olympiad',
  description: 'A day of problem solving.',
  date: '2026-12-15',
  location: 'Club hall',
  category: 'olympiad',
  registrationRequired: true,
  requiresRegistration: true,
  maxParticipants: 40,
  contactInfo: 'Call {phone}',
  urgency: 'urgent',
});
const events: ClubEvent[] = [
  base,
  { ...base, id: 2, title: 'Old workshop', status: 'completed' },
  {
    ...base,
    id: 3,
    title: 'Tree planting',
    category: 'volunteer',
    registrationRequired: false,
    requiresRegistration: false,
    urgency: null,
    maxParticipants: null,
    contactInfo: null,
  },
];

const render = (ui: ReactElement) => rtlRender(ui, { wrapper: MemoryRouter });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"e1"' } });

beforeEach(async () => {
  await Promise.all([db.events.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  reportNetworkSuccess(); // a test that went offline leaves the next one online
});

describe('EventsPage', () => {
  it('shows loading, then registration events with their details, and a Register dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ events })),
    );
    render(<EventsPage />);
    const page = screen.getByTestId('events-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Events & Programs' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Registration Events', selected: true })).toBeTruthy();
    expect(screen.getByText('Loading events...')).toBeTruthy();

    const card = (await screen.findByText('Youth Olympiad')).closest('article')!;
    expect(within(card).getByText('Olympiad')).toBeTruthy();
    expect(within(card).getByText('Urgent')).toBeTruthy();
    expect(within(card).getByText('Tuesday, December 15, 2026')).toBeTruthy();
    expect(within(card).getByText('Max participants: 40')).toBeTruthy();
    expect(within(card).getByText('Contact: Call {phone}')).toBeTruthy();
    // The title opens the event's own page.
    expect(within(card).getByRole('link', { name: 'Youth Olympiad' }).getAttribute('href')).toBe('/events/1');
    expect(screen.queryByText('Old workshop')).toBeNull();
    expect(screen.queryByText('Tree planting')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Register Now' }));
    const dialog = screen.getByTestId('register-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Register for Youth Olympiad' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('heading')).toBeNull();
  });

  it('lists non-registration events on the RSVP tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ events })),
    );
    render(<EventsPage />);
    await screen.findByText('Youth Olympiad');
    fireEvent.click(screen.getByRole('tab', { name: 'RSVP Events' }));
    const card = screen.getByText('Tree planting').closest('article')!;
    expect(within(card).getByRole('button', { name: 'RSVP' })).toBeTruthy();
    expect(within(card).queryByText(/Max participants/)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Tree planting' }).getAttribute('href')).toBe('/events/3');
  });

  it('renders from the mirror when offline', async () => {
    await db.events.bulkPut(events);
    await db.meta.put({ key: metaKey('events'), etag: '"e1"', lastRefreshedAt: 1, value: { ids: [1, 2, 3] } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<EventsPage />);
    expect(await screen.findByText('Youth Olympiad')).toBeTruthy();
    expect(screen.queryByText('Unable to load events')).toBeNull();
  });

  it('shows the failure texts when nothing is local and the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    render(<EventsPage />);
    expect(await screen.findByText('Unable to load events')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'RSVP Events' }));
    expect(screen.getByText('Please try refreshing the page.')).toBeTruthy();
  });

  it("offline with nothing on the device, says the events are not on this phone yet (never 'No Registration Events')", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<EventsPage />);
    expect(await screen.findByRole('heading', { name: 'Not on this phone yet — connect once to see the events' })).toBeTruthy();
    expect(screen.queryByText('No Registration Events')).toBeNull();
  });

  it('shows the empty state when no registration event is open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ events: [events[1]] })),
    );
    render(<EventsPage />);
    expect(await screen.findByText('No Registration Events')).toBeTruthy();
    expect(screen.getByText('Check back later for upcoming registration events.')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys (one Tab stop for the list)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ events })),
    );
    render(<EventsPage />);
    await screen.findByText('Youth Olympiad');
    const registration = screen.getByRole('tab', { name: 'Registration Events' });
    expect(registration.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'RSVP Events' }).tabIndex).toBe(-1);
    fireEvent.keyDown(registration, { key: 'ArrowRight' });
    const rsvp = screen.getByRole('tab', { name: 'RSVP Events', selected: true });
    expect(document.activeElement).toBe(rsvp);
    expect(screen.getByText('Tree planting')).toBeTruthy();
    fireEvent.keyDown(rsvp, { key: 'ArrowRight' }); // wraps around
    expect(screen.getByRole('tab', { name: 'Registration Events', selected: true })).toBe(document.activeElement);
  });

  it('shows phone numbers in the contact line as tel: links', async () => {
    const withPhone = { ...base, contactInfo: 'Jannatul Ferdous, +8801555000999' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ events: [withPhone] })),
    );
    render(<EventsPage />);
    const card = (await screen.findByText('Youth Olympiad')).closest('article')!;
    const phone = within(card).getByRole('link', { name: '+8801555000999' });
    expect(phone.getAttribute('href')).toBe('tel:+8801555000999');
    expect(phone.closest('p')!.textContent).toBe('Contact: Jannatul Ferdous, +8801555000999');
  });
});

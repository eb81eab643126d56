import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClubEvent } from '@shared/schemas/events';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { metaKey } from '@/lib/mirror-store';
import { EventPage } from '../components/event-page';
import { EVENT, json } from './fixtures';

/** The olympiad in full: every detail the page shows. */
const OLYMPIAD: ClubEvent = {
  ...EVENT,
  title: 'District Olympiad',
  description: 'Solve a real local problem in teams.',
  category: 'olympiad',
  maxParticipants: 40,
  registeredCount: 3,
  eligibility: 'Students aged 11 to 25.',
  prizes: 'Champion: 10,000 taka.',
  contactInfo: 'Jannatul Ferdous, +8801555000999',
  urgency: 'urgent',
  imageUrl: '/uploads/olympiad.jpg',
};
const MEETING: ClubEvent = { ...EVENT, id: 8, title: 'Members Meeting', registrationRequired: false, requiresRegistration: false, maxParticipants: null };

let answers: Record<string, () => Response | Promise<Response>>;
const answer = async (url: string) => (answers[url.split('?')[0]] ?? (() => json(404, { message: 'Not found' })))();
const fetchMock = vi.fn(answer);

/** The events list as if seen once online: in the mirror. */
async function mirror(events: ClubEvent[]) {
  await db.events.bulkPut(events);
  await db.meta.put({ key: metaKey('events'), etag: '"e1"', lastRefreshedAt: 1, value: { ids: events.map((e) => e.id) } });
}
const renderPage = (id: string) => render(<EventPage id={id} />, { wrapper: MemoryRouter });
const meta = (attr: string, key: string) => document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
/** The list, then the one event, each through the mirror or the network: give a busy machine time. */
const SLOW = { timeout: 4000 };
const pageUrl = (id: number) => `${window.location.origin}/events/${id}`;

beforeEach(async () => {
  await Promise.all([db.events.clear(), db.meta.clear(), db.me.clear()]);
  resetToasts();
  document.title = 'Social Business Youth Club';
  answers = { '/api/events': () => json(200, { events: [OLYMPIAD, MEETING] }) };
  fetchMock.mockReset().mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EventPage', () => {
  it('shows everything about the event, with the spots left', async () => {
    renderPage('7');
    const page = await screen.findByTestId('event-page', {}, SLOW);
    expect(within(page).getByRole('heading', { level: 1, name: 'District Olympiad' })).toBeTruthy();
    expect(within(page).getByText('Olympiad')).toBeTruthy();
    expect(within(page).getByText('Urgent')).toBeTruthy();
    expect(within(page).getByText('Upcoming')).toBeTruthy();
    expect(within(page).getByText('Tuesday, December 15, 2026')).toBeTruthy();
    expect(within(page).getByText('2:30 PM')).toBeTruthy();
    expect(within(page).getByText('Community Centre')).toBeTruthy();
    expect(within(page).getByText('Solve a real local problem in teams.')).toBeTruthy();
    expect(within(page).getByText('Students aged 11 to 25.')).toBeTruthy();
    expect(within(page).getByText('Champion: 10,000 taka.')).toBeTruthy();
    expect(within(page).getByTestId('capacity').textContent).toBe('40');
    expect(within(page).getByTestId('spots-left').textContent).toBe('37 spots left');
    expect(within(page).getByRole('link', { name: '+8801555000999' }).getAttribute('href')).toBe('tel:+8801555000999');
    const image = page.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/olympiad.jpg');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Register Now' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
  });

  it("says 'Full' when no spot is left, and offers no Register Now", async () => {
    answers['/api/events'] = () =>
      json(200, {
        events: [
          { ...OLYMPIAD, registeredCount: 40 },
          { ...MEETING, id: 9, maxParticipants: 10, registeredCount: 9 },
        ],
      });
    renderPage('7');
    const page = await screen.findByTestId('event-page', {}, SLOW);
    await waitFor(() => expect(within(page).getByTestId('spots-left').textContent).toBe('Full'));
    expect(within(page).queryByRole('button', { name: 'Register Now' })).toBeNull();
  });

  it('counts one spot in the singular and shows no spots line without a limit', async () => {
    answers['/api/events'] = () => json(200, { events: [{ ...OLYMPIAD, registeredCount: 39 }, MEETING] });
    const { unmount } = renderPage('7');
    await waitFor(() => expect(screen.getByTestId('spots-left').textContent).toBe('1 spot left'), SLOW);
    unmount();
    answers['/api/events'] = () => json(200, { events: [{ ...OLYMPIAD, maxParticipants: null }, MEETING] });
    renderPage('7');
    await screen.findByRole('heading', { level: 1, name: 'District Olympiad' }, SLOW);
    await waitFor(() => expect(screen.queryByTestId('capacity')).toBeNull());
    expect(screen.queryByTestId('spots-left')).toBeNull();
  });

  it('shares: WhatsApp first with the title and link, then Facebook, then Copy link with a toast', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage('7');
    const share = await screen.findByRole('region', { name: 'Share this event' }, SLOW);
    const items = within(share).getAllByRole('listitem');
    const whatsapp = within(items[0]).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`District Olympiad ${pageUrl(7)}`)}`);
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    const facebook = within(items[1]).getByRole('link', { name: 'Share on Facebook' });
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl(7))}`);
    fireEvent.click(within(items[2]).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(pageUrl(7));
  });

  it('sets the page title, description and social tags while shown, and restores them on leaving', async () => {
    const { unmount } = renderPage('7');
    await screen.findByRole('heading', { level: 1, name: 'District Olympiad' }, SLOW);
    // The head is written in an effect, which may run a tick after the heading is committed.
    await waitFor(() => expect(document.title).toBe('District Olympiad | Social Business Youth Club'));
    expect(meta('name', 'description')).toBe('Solve a real local problem in teams.');
    expect(meta('property', 'og:title')).toBe('District Olympiad');
    expect(meta('property', 'og:description')).toBe('Solve a real local problem in teams.');
    expect(meta('property', 'og:url')).toBe(pageUrl(7));
    expect(meta('property', 'og:image')).toBe(`${window.location.origin}/uploads/olympiad.jpg`);
    unmount();
    expect(document.title).toBe('Social Business Youth Club');
    expect(meta('property', 'og:title')).toBeNull();
  });

  it('opens offline from the events mirror', async () => {
    await mirror([OLYMPIAD, MEETING]);
    answers = {};
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderPage('8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members Meeting' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });

  it('fetches an event the list does not hold yet', async () => {
    const fresh = { ...MEETING, id: 12, title: 'Brand New Meetup' };
    answers['/api/events/12'] = () => json(200, fresh);
    renderPage('12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand New Meetup' }, SLOW)).toBeTruthy();
  });

  it.each(['99999', 'not-a-number'])("shows 'Event not found' for %s, with a way back to /events", async (id) => {
    renderPage(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' }, SLOW)).toBeTruthy();
    expect(screen.getByText("The event you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
  });

  it('offline, an event never seen on this device says it is not available offline', async () => {
    await mirror([OLYMPIAD]);
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderPage('8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not available offline' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClubEvent } from '@shared/schemas/events';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { reportNetworkSuccess } from '@/lib/network';
import type { MirroredList } from '@/lib/mirror';
import { mirroredListOf } from '@/test/fixtures/events';
import { MemberRsvpList } from '../components/member-rsvp-list';
import { MemberRsvpView } from '../components/member-rsvp-view';
import { queuedRsvpState } from '../my-events.store';
import { EVENT, USER, json, myRsvp } from './fixtures';

const SLOW = { timeout: 5000 };
const rsvpEvent = (id: number, title: string, extra: Partial<ClubEvent> = {}): ClubEvent => ({
  ...EVENT,
  id,
  title,
  registrationRequired: false,
  requiresRegistration: false,
  maxParticipants: null,
  ...extra,
});
const meeting = rsvpEvent(21, 'Monthly Meeting', { date: '2026-12-20' });
const cleanup = rsvpEvent(22, 'Beach Cleanup', { date: '2026-12-05', status: 'ongoing' });
const past = rsvpEvent(23, 'Old Picnic', { date: '2025-05-01', status: 'completed' });
const olympiad: ClubEvent = { ...EVENT, id: 24, title: 'Math Olympiad' };
const EVENTS = [meeting, cleanup, past, olympiad];

let server: Set<number>;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = (method: string, prefix: string) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([url, init]) => url.startsWith(prefix) && (init?.method ?? 'GET') === method);

const listOf = (items: ClubEvent[], extra: Partial<MirroredList<ClubEvent>> = {}) => mirroredListOf(items, extra);
const renderIt = (ui: React.ReactElement) =>
  render(
    <MemoryRouter>
      <AuthProvider initialUser={USER}>{ui}</AuthProvider>
    </MemoryRouter>,
  );
const yours = () => screen.getByTestId('member-rsvps-yours');
const upcomingCard = (title: string) =>
  within(screen.getByRole('region', { name: 'Upcoming RSVP Events' }))
    .getByRole('link', { name: title })
    .closest('article')!;
const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  resetToasts();
  server = new Set([21, 23]);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/event-rsvp/mine')) return json(200, { rsvps: [...server].map(myRsvp) });
    if (url.startsWith('/api/event-registrations/mine')) return json(200, { registrations: [] });
    if (url === '/api/event-rsvp' && method === 'POST') {
      const { eventId } = JSON.parse(String(init!.body));
      server.add(eventId);
      return json(201, { message: 'RSVP confirmed!', eventId, userId: USER.id });
    }
    if (url.startsWith('/api/event-rsvp/') && method === 'DELETE') {
      const id = Number(url.split('/').pop());
      const removed = server.delete(id);
      return json(200, { message: 'RSVP cancelled', eventId: id, removed });
    }
    return json(200, { events: EVENTS });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MemberRsvpView', () => {
  it("lists what the member has RSVP'd to and the upcoming RSVP events, soonest first", async () => {
    renderIt(<MemberRsvpView list={listOf(EVENTS)} />);
    await waitFor(() => expect(within(yours()).getAllByTestId('member-rsvp-row')).toHaveLength(2), SLOW);
    const [first, second] = within(yours()).getAllByTestId('member-rsvp-row');
    // The past event is listed with its state, without Cancel RSVP.
    expect(within(first).getByText('Old Picnic')).toBeTruthy();
    expect(within(first).getByText('Completed')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(second).getByText('Monthly Meeting')).toBeTruthy();
    expect(within(second).getByText('You are going')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Cancel RSVP for Monthly Meeting' })).toBeTruthy();

    const region = screen.getByRole('region', { name: 'Upcoming RSVP Events' });
    expect(
      within(region)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('link').textContent),
    ).toEqual(['Beach Cleanup', 'Monthly Meeting']);
    expect(within(region).queryByText('Math Olympiad')).toBeNull();
    expect(within(upcomingCard('Beach Cleanup')).getByRole('button', { name: 'RSVP for Beach Cleanup' })).toBeTruthy();
  });

  it('says when there is nothing: no RSVPs yet, no RSVP events, loading and failure', async () => {
    server = new Set();
    const a = renderIt(<MemberRsvpView list={listOf([olympiad])} />);
    expect(within(yours()).getByText("You have not RSVP'd to any events yet.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No RSVP Events' })).toBeTruthy();
    a.unmount();
    const b = renderIt(<MemberRsvpView list={listOf([], { isLoading: true })} />);
    expect(screen.getAllByText('Loading events...').length).toBeGreaterThan(0);
    b.unmount();
    // Online (an earlier test's late refresh, its fetch mock gone, may have reported the network down): the failure, not 'Not on this phone yet'.
    reportNetworkSuccess();
    renderIt(<MemberRsvpView list={listOf([], { error: true })} />);
    expect(within(await screen.findByRole('alert')).getByRole('heading', { name: 'Unable to load events' })).toBeTruthy();
  });

  it('RSVP and Cancel RSVP online', async () => {
    renderIt(<MemberRsvpView list={listOf(EVENTS)} />);
    fireEvent.click(within(upcomingCard('Beach Cleanup')).getByRole('button', { name: 'RSVP for Beach Cleanup' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('RSVP confirmed!'), SLOW);
    await waitFor(() => expect(within(yours()).getByText('Beach Cleanup')).toBeTruthy(), SLOW);
    expect(within(upcomingCard('Beach Cleanup')).getByText('You are going')).toBeTruthy();

    fireEvent.click(within(upcomingCard('Beach Cleanup')).getByRole('button', { name: 'Cancel RSVP for Beach Cleanup' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('RSVP cancelled'), SLOW);
    expect(calls('DELETE', '/api/event-rsvp/22')).toHaveLength(1);
    await waitFor(() => expect(within(yours()).queryByText('Beach Cleanup')).toBeNull(), SLOW);
    expect(within(upcomingCard('Beach Cleanup')).getByRole('button', { name: 'RSVP for Beach Cleanup' })).toBeTruthy();
    expect(server.has(22)).toBe(false);
  });

  it('Cancel RSVP offline waits in the outbox and shows as waiting; RSVP then cancel offline leaves no RSVP', async () => {
    renderIt(<MemberRsvpView list={listOf(EVENTS)} />);
    await waitFor(() => expect(within(yours()).getByText('Monthly Meeting')).toBeTruthy(), SLOW);
    offline();
    fireEvent.click(within(upcomingCard('Monthly Meeting')).getByRole('button', { name: 'Cancel RSVP for Monthly Meeting' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Saved — it will be sent when you are back online'), SLOW);
    await waitFor(() => expect(within(upcomingCard('Monthly Meeting')).getByText('Cancellation waiting to be sent')).toBeTruthy(), SLOW);
    expect(within(yours()).queryByText('Monthly Meeting')).toBeNull();
    expect(within(upcomingCard('Monthly Meeting')).getByRole('button', { name: 'RSVP for Monthly Meeting' })).toBeTruthy();

    fireEvent.click(within(upcomingCard('Beach Cleanup')).getByRole('button', { name: 'RSVP for Beach Cleanup' }));
    await waitFor(() => expect(within(upcomingCard('Beach Cleanup')).getByText('RSVP waiting to be sent')).toBeTruthy(), SLOW);
    expect(within(yours()).getByText('Beach Cleanup')).toBeTruthy();
    fireEvent.click(within(upcomingCard('Beach Cleanup')).getByRole('button', { name: 'Cancel RSVP for Beach Cleanup' }));
    await waitFor(() => expect(within(upcomingCard('Beach Cleanup')).getByText('Cancellation waiting to be sent')).toBeTruthy(), SLOW);
    expect(within(yours()).queryByText('Beach Cleanup')).toBeNull();

    const waiting = await db.outbox.orderBy('seq').toArray();
    expect(waiting.map((i) => [i.method, i.url])).toEqual([
      ['DELETE', '/api/event-rsvp/21'],
      ['POST', '/api/event-rsvp'],
      ['DELETE', '/api/event-rsvp/22'],
    ]);
    expect(calls('DELETE', '/api/event-rsvp/')).toHaveLength(0);
  });
});

describe('MemberRsvpList (the RSVP Event quick action)', () => {
  it('lists the upcoming RSVP events, each with a working RSVP button', async () => {
    server = new Set();
    renderIt(<MemberRsvpList list={listOf(EVENTS)} />);
    const rows = screen.getAllByTestId('member-rsvp-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Beach Cleanup', 'Monthly Meeting']);
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'RSVP for Monthly Meeting' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('RSVP confirmed!'), SLOW);
    expect(calls('POST', '/api/event-rsvp')).toHaveLength(1);
    expect(JSON.parse(String(calls('POST', '/api/event-rsvp')[0][1]!.body))).toEqual({ eventId: 21, userId: USER.id });
    await waitFor(() => expect(within(screen.getAllByTestId('member-rsvp-row')[1]).getByText('You are going')).toBeTruthy(), SLOW);
  });

  it('says when there are no RSVP events', () => {
    renderIt(<MemberRsvpList list={listOf([olympiad, past])} />);
    expect(screen.getByRole('heading', { name: 'No RSVP Events' })).toBeTruthy();
  });
});

describe('queuedRsvpState', () => {
  const post = (eventId: number, seq: number) => ({ method: 'POST' as const, url: '/api/event-rsvp', body: { eventId }, seq, createdAt: 0 });
  const del = (eventId: number, seq: number) => ({ method: 'DELETE' as const, url: `/api/event-rsvp/${eventId}`, body: undefined, seq, createdAt: 0 });

  it('keeps the last waiting RSVP write of each event, in the order they will be sent', () => {
    const state = queuedRsvpState([del(1, 3), post(1, 1), post(2, 2), post(3, 4), del(3, 5), post(3, 6)]);
    expect(Object.fromEntries(state)).toEqual({ 1: 'cancel', 2: 'rsvp', 3: 'rsvp' });
  });

  it('ignores other writes', () => {
    expect(queuedRsvpState([{ method: 'POST', url: '/api/event-registrations', body: { eventId: 1 }, seq: 1, createdAt: 0 }]).size).toBe(0);
  });
});

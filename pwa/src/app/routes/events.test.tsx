import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMyRegistration, testMyRsvp } from '@/test/fixtures/registrations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@shared/schemas/users';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { EVENT, USER, json } from '@/features/events/__tests__/fixtures';
import EventsRoute from './events';
import { renderRoute as renderGuardedRoute } from './__tests__/guarded-route';

const meeting = { ...EVENT, id: 11, title: 'Members Meeting', registrationRequired: false, requiresRegistration: false };
const cleanup = { ...EVENT, id: 12, title: 'River Clean-Up', registrationRequired: false, requiresRegistration: false };
const lastToast = () => getToasts()[0];
let fetchMock: ReturnType<typeof vi.fn>;
let rsvpAnswer: () => Response;
/** Holds the RSVP answer back until released, to see the pending state. */
let rsvpGate: Promise<void>;

const renderRoute = (user: CurrentUser | null) => void renderGuardedRoute(EventsRoute, user);
const openRsvpTab = async () => {
  await screen.findByText('Idea Pitch');
  fireEvent.click(screen.getByRole('tab', { name: 'RSVP Events' }));
};
const card = (title: string) => screen.getByText(title).closest('article')!;
const rsvpPosts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/event-rsvp' && (init as RequestInit)?.method === 'POST');

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.events.clear(), db.meta.clear(), db.me.clear()]);
  resetToasts();
  rsvpAnswer = () => json(201, { message: 'RSVP confirmed!' });
  rsvpGate = Promise.resolve();
  fetchMock = vi.fn(async (url: string) => {
    if (url.split('?')[0] === '/api/events') return json(200, { events: [EVENT, meeting, cleanup] });
    if (url === '/api/event-rsvp/mine') return json(200, { rsvps: [testMyRsvp(12, 3)] });
    if (url === '/api/event-registrations/mine') return json(200, { registrations: [testMyRegistration(7, 'pending', { userId: 3 })] });
    if (url === '/api/event-rsvp') return rsvpGate.then(rsvpAnswer);
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setOutboxUser(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/events: RSVP and the user's own registrations", () => {
  it('signed out: "Login required" and nothing is sent', async () => {
    renderRoute(null);
    await openRsvpTab();
    fireEvent.click(within(card('Members Meeting')).getByRole('button', { name: 'RSVP' }));
    expect(lastToast()).toMatchObject({ title: 'Login required', description: 'Please log in to RSVP for events.' });
    // A way to log in that comes back to the RSVP events.
    expect(lastToast().action).toEqual({ label: 'Log in', href: '/login?next=%2Fevents%3Ftab%3Drsvp' });
    expect(rsvpPosts()).toHaveLength(0);
  });

  it('opens the RSVP tab when the address says ?tab=rsvp (back from logging in)', async () => {
    renderGuardedRoute(EventsRoute, USER, '/events?tab=rsvp');
    expect(screen.getByRole('tab', { name: 'RSVP Events', selected: true })).toBeTruthy();
    expect(await screen.findByText('Members Meeting')).toBeTruthy();
  });

  it('signed in: sends eventId and userId, shows "Confirming...", then "RSVP confirmed!" and the attending state', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    rsvpAnswer = () => json(201, { message: 'RSVP confirmed!' });
    rsvpGate = gate;
    renderRoute(USER);
    await openRsvpTab();
    await waitFor(() => expect(within(card('River Clean-Up')).getByText('You are going')).toBeTruthy());
    fireEvent.click(within(card('Members Meeting')).getByRole('button', { name: 'RSVP' }));
    expect(await within(card('Members Meeting')).findByRole('button', { name: 'Confirming...' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(lastToast()?.title).toBe('RSVP confirmed!'));
    expect(JSON.parse(String((rsvpPosts()[0][1] as RequestInit).body))).toEqual({ eventId: 11, userId: 3 });
    await waitFor(() => expect(within(card('Members Meeting')).getByText('You are going')).toBeTruthy());
  });

  it('offline: the RSVP is queued and the card says it is waiting to be sent', async () => {
    setOutboxUser(USER.id); // the shell's OfflineSession does this for the signed-in user
    renderRoute(USER);
    await openRsvpTab();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(within(card('Members Meeting')).getByRole('button', { name: 'RSVP' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    expect(await within(card('Members Meeting')).findByText('RSVP waiting to be sent')).toBeTruthy();
    expect(rsvpPosts()).toHaveLength(0);
  });

  it('a refusal shows "RSVP failed" with the server message and keeps the button', async () => {
    rsvpAnswer = () => json(409, { message: 'RSVPs are closed for this event', code: 'conflict' });
    renderRoute(USER);
    await openRsvpTab();
    fireEvent.click(within(card('Members Meeting')).getByRole('button', { name: 'RSVP' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'RSVP failed', description: 'RSVPs are closed for this event' }));
    expect(within(card('Members Meeting')).getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });

  it('shows the registrations of the signed-in user on the registration tab', async () => {
    renderRoute(USER);
    const pitch = (await screen.findByText('Idea Pitch')).closest('article')!;
    await waitFor(() => expect(within(pitch).getByText('You are registered')).toBeTruthy());
    expect(within(pitch).queryByRole('button', { name: 'Register Now' })).toBeNull();
  });

  it("never shows another user's stored RSVPs", async () => {
    await db.me.put({ key: 'events:my-rsvps', value: { userId: 99, items: [11] } });
    fetchMock.mockImplementation(async (url: string) =>
      url.split('?')[0] === '/api/events' ? json(200, { events: [EVENT, meeting] }) : Promise.reject(new TypeError('offline')),
    );
    renderRoute(USER);
    await openRsvpTab();
    expect(within(card('Members Meeting')).getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMyRegistration, testMyRsvp } from '@/test/fixtures/registrations';
import type { MyRegistration } from '@shared/schemas/registrations';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { rememberAnonymousTicket } from '@/components/tickets';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { EVENT, USER, json } from '@/features/events/__tests__/fixtures';
import EventDetailRoute from './event-detail';

const MEETING = { ...EVENT, id: 11, title: 'Members Meeting', registrationRequired: false, requiresRegistration: false };
const CLEANUP = { ...EVENT, id: 12, title: 'River Clean-Up', registrationRequired: false, requiresRegistration: false };
const lastToast = () => getToasts()[0];
let fetchMock: ReturnType<typeof vi.fn>;
let registrations: MyRegistration[];

function renderAt(id: number, user: CurrentUser | null, search = '') {
  render(
    <MemoryRouter initialEntries={[`/events/${id}${search}`]}>
      <AuthProvider initialUser={user}>
        <Routes>
          <Route path="/events/:id" element={<EventDetailRoute />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}
const rsvpPosts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/event-rsvp' && (init as RequestInit)?.method === 'POST');

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.events.clear(), db.meta.clear(), db.me.clear()]);
  resetToasts();
  registrations = [];
  fetchMock = vi.fn(async (url: string) => {
    if (url.split('?')[0] === '/api/events') return json(200, { events: [EVENT, MEETING, CLEANUP] });
    if (url === '/api/event-rsvp/mine') return json(200, { rsvps: [testMyRsvp(12, 3)] });
    if (url === '/api/event-registrations/mine') return json(200, { registrations });
    if (url === '/api/event-rsvp') return json(201, { message: 'RSVP confirmed!' });
    if (url === '/api/event-registrations/41/cancel') return json(200, { message: 'Registration cancelled', registration: {}, alreadyCancelled: false });
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setOutboxUser(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/events/:id: the same actions as on /events', () => {
  it('Register Now opens "Register for {title}" with the registration form', async () => {
    renderAt(7, null);
    fireEvent.click(await screen.findByRole('button', { name: 'Register Now' }));
    const dialog = screen.getByTestId('register-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Register for Idea Pitch' })).toBeTruthy();
    expect(await within(dialog).findByTestId('event-registration-form')).toBeTruthy(); // the form arrives when the dialog opens
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('heading')).toBeNull();
  });

  it("a signed-in user's registration shows 'You are registered' instead of Register Now", async () => {
    registrations = [testMyRegistration(7, 'pending', { userId: 3 })];
    renderAt(7, USER);
    await waitFor(() => expect(screen.getByText('You are registered')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Register Now' })).toBeNull();
  });

  it("a signed-in user's registration offers 'Show ticket' and 'Cancel my registration'; '?ticket=show' opens the ticket", async () => {
    registrations = [testMyRegistration(7, 'pending', { userId: 3, eventTitle: 'Idea Pitch', name: 'Rafi Islam' })];
    renderAt(7, USER, '?ticket=show');
    const held = await screen.findByTestId('event-registered');
    expect(within(held).getByText('You are registered')).toBeTruthy();
    expect(within(held).getByRole('button', { name: 'Cancel my registration' })).toBeTruthy();
    expect(within(held).getByRole('button', { name: 'Open the ticket for Idea Pitch' })).toBeTruthy();
    expect(within(screen.getByTestId('ticket-dialog')).getByRole('img', { name: 'Ticket QR code for Rafi Islam, Idea Pitch' })).toBeTruthy();
  });

  it("a visitor's ticket kept on this phone shows 'You are registered', and Cancel sends the cancel link's secret", async () => {
    await rememberAnonymousTicket({
      registrationId: 41,
      ticketCode: 'T-visitor-41',
      name: 'Tania Sultana',
      eventId: 7,
      eventTitle: 'Idea Pitch',
      eventDate: '2026-12-15',
      eventTime: '2:30 PM',
      status: 'pending',
      waitlistPosition: null,
      cancelLink: 'http://localhost/cancel-registration/41?token=s3cret',
      savedAt: '2026-11-01T00:00:00.000Z',
    });
    renderAt(7, null);
    const held = await screen.findByTestId('event-registered');
    expect(within(held).getByText('You are registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register Now' })).toBeNull();
    fireEvent.click(within(held).getByRole('button', { name: 'Open the ticket for Idea Pitch' }));
    expect(within(screen.getByTestId('ticket-dialog')).getByTestId('ticket-save-note')).toBeTruthy();
    fireEvent.click(within(held).getByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(within(screen.getByTestId('cancel-registration-dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => {
      const cancel = fetchMock.mock.calls.find(([url]) => url === '/api/event-registrations/41/cancel');
      expect(JSON.parse(String((cancel?.[1] as RequestInit).body))).toEqual({ token: 's3cret' });
    });
    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeTruthy();
  });

  it('RSVP: signed out asks to log in and comes back here', async () => {
    renderAt(11, null);
    fireEvent.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect(lastToast()).toMatchObject({ title: 'Login required', description: 'Please log in to RSVP for events.' });
    expect(lastToast().action?.href).toBe('/login?next=%2Fevents%2F11');
    expect(rsvpPosts()).toHaveLength(0);
  });

  it("RSVP: signed in, 'RSVP confirmed!' then 'You are going'", async () => {
    renderAt(11, USER);
    fireEvent.click(await screen.findByRole('button', { name: 'RSVP' }));
    await waitFor(() => expect(lastToast()?.title).toBe('RSVP confirmed!'));
    expect(JSON.parse(String((rsvpPosts()[0][1] as RequestInit).body))).toEqual({ eventId: 11, userId: 3 });
    expect(await screen.findByText('You are going')).toBeTruthy();
  });

  it("RSVP offline waits in the outbox: 'RSVP waiting to be sent'", async () => {
    setOutboxUser(USER.id);
    renderAt(11, USER);
    const button = await screen.findByRole('button', { name: 'RSVP' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(button);
    expect(await screen.findByText('RSVP waiting to be sent')).toBeTruthy();
    expect(rsvpPosts()).toHaveLength(0);
  });

  it("an event already RSVP'd to says 'You are going'", async () => {
    renderAt(12, USER);
    expect(await screen.findByText('You are going')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
  });
});

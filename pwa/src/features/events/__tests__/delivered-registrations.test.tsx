import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { anonymousTicketsMirror } from '@/components/tickets/anonymous-tickets.mirror';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { replay, setOutboxUser, submitWrite } from '@/lib/outbox';
import { watchDeliveredRegistrations } from '../delivered-registrations';
import { json } from './fixtures';

/** Issue 29: a registration queued offline and delivered later is told where the person is, once. */
const ANSWER = {
  message: 'You have been registered for the event.',
  status: 'pending',
  registrationId: 41,
  ticketCode: 'T-queued-41',
  cancelUrl: '/cancel-registration/41?token=s3cret',
  registration: { id: 41, eventId: 7, name: 'Tania Sultana', participantName: null, status: 'pending' },
};
let online = false;
let stop = () => {};
let fetchMock: ReturnType<typeof vi.fn>;
const input = { eventId: 7, name: 'Tania Sultana', email: 't@example.org', phone: '+8801711000000', reason: 'I want to learn things.' };
const queueRegistration = () =>
  submitWrite('registration.create', { input: input as never, signedIn: false, eventTitle: 'Idea Pitch', eventDate: '2026-12-15', eventTime: '2:30 PM' });
const openToasts = () => getToasts().filter((t) => t.open);

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  setOutboxUser(null);
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock = vi.fn(async (url: string) => (url === '/api/event-registrations/anonymous' ? json(201, ANSWER) : json(200, { events: [] })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('watchDeliveredRegistrations', () => {
  it("a visitor's queued registration, once delivered: 'Registration successful!' with 'Show ticket', and the ticket kept on the phone", async () => {
    stop = watchDeliveredRegistrations();
    expect(await queueRegistration()).toEqual({ state: 'queued' });
    online = true;
    await replay({ force: true });

    await waitFor(() => expect(openToasts()[0]).toMatchObject({ title: 'Registration successful!', description: 'You are registered for Idea Pitch.' }));
    expect(openToasts()[0].action).toEqual({ label: 'Show ticket', href: '/events/7?ticket=show' });
    await waitFor(async () =>
      expect((await anonymousTicketsMirror.read(null))?.value).toEqual([
        expect.objectContaining({
          registrationId: 41,
          ticketCode: 'T-queued-41',
          name: 'Tania Sultana',
          eventId: 7,
          eventTitle: 'Idea Pitch',
          eventDate: '2026-12-15',
          eventTime: '2:30 PM',
          status: 'pending',
          cancelLink: `${window.location.origin}/cancel-registration/41?token=s3cret`,
        }),
      ]),
    );
  });

  it('tells each delivery once: not again when the app starts again, and never one a form was waiting for', async () => {
    stop = watchDeliveredRegistrations();
    await queueRegistration();
    online = true;
    await replay({ force: true });
    await waitFor(() => expect(openToasts()).toHaveLength(1));
    stop();
    resetToasts();

    // Sent at once online: the form shows the ticket itself.
    expect((await queueRegistration()).state).toBe('sent');
    stop = watchDeliveredRegistrations();
    await waitFor(async () => expect((await db.outbox.toArray()).every((i) => i.announced)).toBe(true));
    expect(openToasts()).toEqual([]);
  });
});

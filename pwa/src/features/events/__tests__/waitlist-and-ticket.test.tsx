import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { anonymousTicketsMirror } from '@/components/tickets/anonymous-tickets.mirror';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { EventRegistrationForm } from '../components/event-registration-form';
import { MemberRegistrationForm } from '../components/member-registration-form';
import { EVENT, USER, json } from './fixtures';

const SLOW = { timeout: 5000 };
const FULL = { message: 'This event is full.', code: 'event_full', waitlist: true };
let fetchMock: ReturnType<typeof vi.fn>;
const onClose = vi.fn();
const posts = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([url, init]) => url.startsWith('/api/event-registrations') && init?.method === 'POST');
const bodyOf = (i: number) => JSON.parse(String(posts()[i][1]!.body));
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const fillValid = () =>
  fill({ 'Full name': 'Rafi Islam', Email: 'rafi@example.com', 'Phone number': '+8801711000000', 'Why do you want to attend?': 'I want to learn a lot here.' });
const register = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

/** Answers the registration POSTs in turn with `answers`; other reads get empty lists. */
function answering(...answers: Array<[number, unknown]>) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/event-registrations') && init?.method === 'POST') {
      const [status, body] = answers.shift() ?? [500, {}];
      return json(status, body);
    }
    return json(200, { registrations: [], rsvps: [], events: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  onClose.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('public registration: ticket and waitlist', () => {
  it('a visitor sees the ticket, the note to save it and the absolute cancel link with Copy; the ticket is kept on the phone', async () => {
    answering([
      201,
      {
        message: 'You have been registered for the event.',
        registrationId: 41,
        ticketCode: 'T-visitor-code-000001',
        cancelUrl: '/cancel-registration/41?token=s3cret',
      },
    ]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: true, clipboard: { writeText } });
    render(
      <AuthProvider initialUser={null}>
        <EventRegistrationForm event={EVENT} onClose={onClose} />
      </AuthProvider>,
    );
    fillValid();
    register();
    const success = await screen.findByTestId('registration-success', undefined, SLOW);
    expect(within(success).getByRole('img', { name: 'Ticket QR code for Rafi Islam, Idea Pitch' })).toBeTruthy();
    expect(within(success).getByTestId('ticket-save-note')).toBeTruthy();
    // One confirmation, above the ticket: the banner with the spec's texts, and no toast over the ticket.
    expect(within(success).getByTestId('registration-confirmed').textContent).toBe('Registration successful!You have been registered for the event.');
    expect(getToasts().filter((t) => t.open)).toEqual([]);
    const link = within(success).getByTestId('cancel-link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/cancel-registration/41?token=s3cret`);
    fireEvent.click(within(success).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
    await waitFor(async () => expect((await anonymousTicketsMirror.read(null))?.value.map((t) => t.ticketCode)).toEqual(['T-visitor-code-000001']), SLOW);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(success).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("full with a waitlist: 'Join the waitlist' sends the same registration with joinWaitlist and shows the position", async () => {
    answering(
      [409, FULL],
      [
        201,
        {
          message: 'You are on the waitlist.',
          registrationId: 42,
          ticketCode: 'T-wait-code-0000002',
          cancelUrl: '/cancel-registration/42?token=x',
          status: 'waitlisted',
          position: 3,
        },
      ],
    );
    render(
      <AuthProvider initialUser={null}>
        <EventRegistrationForm event={EVENT} onClose={onClose} />
      </AuthProvider>,
    );
    fillValid();
    register();
    const offer = await screen.findByTestId('waitlist-offer', undefined, SLOW);
    expect(getToasts()[0]).toMatchObject({ title: 'Registration failed', description: 'This event is full.' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist (position 3)', undefined, SLOW)).toBeTruthy();
    expect(posts()).toHaveLength(2);
    const { joinWaitlist: _first, ...first } = bodyOf(0);
    expect(bodyOf(0).joinWaitlist).toBeUndefined();
    expect(bodyOf(1)).toEqual({ ...first, joinWaitlist: true });
    expect(screen.getByTestId('ticket-status').textContent).toBe('Waitlist #3');
  });

  it('full without a waitlist: the refusal is a toast, no offer', async () => {
    answering([409, { ...FULL, waitlist: false }]);
    render(
      <AuthProvider initialUser={null}>
        <EventRegistrationForm event={EVENT} onClose={onClose} />
      </AuthProvider>,
    );
    fillValid();
    register();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Registration failed'), SLOW);
    expect(screen.queryByTestId('waitlist-offer')).toBeNull();
  });
});

describe('member registration: waitlist', () => {
  it("'Join the waitlist' after the 409 sends joinWaitlist and says the position", async () => {
    answering([409, FULL], [201, { message: 'You are on the waitlist.', registration: { id: 5 }, ticketCode: 'T-m', status: 'waitlisted', position: 1 }]);
    render(
      <AuthProvider initialUser={USER}>
        <MemberRegistrationForm event={EVENT} onClose={onClose} />
      </AuthProvider>,
    );
    register();
    const offer = await screen.findByTestId('waitlist-offer', undefined, SLOW);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(offer).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('You are on the waitlist (position 1)'), SLOW);
    expect(bodyOf(1)).toEqual({ ...bodyOf(0), joinWaitlist: true });
    expect(onClose).toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MyRegistration } from '@shared/schemas/registrations';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { RegistrationTicket } from '../components/registration-ticket';

const SLOW = { timeout: 5000 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const REG = {
  id: 7,
  name: 'Rafi Islam',
  participantName: null,
  eventTitle: 'Math Olympiad',
  eventDate: '2031-03-14',
  eventTime: '10:00 AM',
  status: 'confirmed',
  ticketCode: 'T-abc123DEF456ghi789',
  waitlistPosition: null,
} as Pick<MyRegistration, 'id' | 'name' | 'participantName' | 'eventTitle' | 'eventDate' | 'eventTime' | 'status' | 'ticketCode' | 'waitlistPosition'>;
let fetchMock: ReturnType<typeof vi.fn>;
const cancels = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([url, init]) => url === '/api/event-registrations/7/cancel' && init?.method === 'POST');

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  fetchMock = vi.fn(async () => json(200, { message: 'Registration cancelled.', registration: { id: 7, status: 'cancelled' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const askAndConfirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
  const dialog = await screen.findByTestId('cancel-registration-dialog');
  expect(within(dialog).getByText(/Your place for Math Olympiad goes to the next person/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
};

describe('RegistrationTicket', () => {
  it('shows a small QR that opens the big ticket', async () => {
    render(<RegistrationTicket registration={REG} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the ticket for Math Olympiad' }));
    const dialog = await screen.findByTestId('ticket-dialog');
    expect(within(dialog).getByRole('img', { name: 'Ticket QR code for Rafi Islam, Math Olympiad' })).toBeTruthy();
    expect(within(dialog).getByTestId('ticket-status').textContent).toBe('Confirmed');
  });

  it('Keep it sends nothing; Yes, cancel it POSTs the cancel once and the ticket goes', async () => {
    render(<RegistrationTicket registration={REG} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(within(await screen.findByTestId('cancel-registration-dialog')).getByRole('button', { name: 'Keep it' }));
    expect(cancels()).toHaveLength(0);
    await askAndConfirm();
    await waitFor(() => expect(cancels()).toHaveLength(1), SLOW);
    expect(JSON.parse(String(cancels()[0][1]!.body))).toEqual({});
    await waitFor(() => expect(screen.queryByTestId('registration-ticket')).toBeNull(), SLOW);
    expect(getToasts()[0].title).toBe('Registration cancelled');
  });

  it('offline: the cancel waits in the outbox and the row says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RegistrationTicket registration={REG} />);
    await askAndConfirm();
    expect(await screen.findByTestId('cancel-waiting', undefined, SLOW)).toBeTruthy();
    expect(getToasts()[0].title).toBe('Cancellation saved — it will be sent when you are back online.');
    const waiting = await db.outbox.toArray();
    expect(waiting.map((i) => [i.method, i.url])).toEqual([['POST', '/api/event-registrations/7/cancel']]);
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
    // The ticket is still shown until the cancel is delivered.
    expect(screen.getByRole('button', { name: 'Open the ticket for Math Olympiad' })).toBeTruthy();
  });

  it("a waitlisted registration shows 'Waitlist #n' and no ticket", () => {
    render(<RegistrationTicket registration={{ ...REG, status: 'waitlisted', waitlistPosition: 2 }} />);
    expect(screen.getByText('Waitlist #2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the ticket for Math Olympiad' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel my registration' })).toBeTruthy();
  });
});

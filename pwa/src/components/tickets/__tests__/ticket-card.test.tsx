import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { AnonymousTickets } from '../components/anonymous-tickets';
import { TicketCard } from '../components/ticket-card';
import { rememberAnonymousTicket } from '../anonymous-tickets.store';

const TICKET = {
  ticketCode: 'T-abc123DEF456ghi789',
  name: 'Rafi Islam',
  eventTitle: 'Math Olympiad',
  eventDate: '2031-03-14',
  eventTime: '10:00 AM',
  status: 'confirmed',
};

beforeEach(async () => {
  await db.me.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('TicketCard', () => {
  it('draws the code as a QR image whose label names the person and the event, with the date and status', async () => {
    render(<TicketCard ticket={TICKET} />);
    await waitFor(() => expect(screen.getByTestId('ticket-qr').tagName).toBe('IMG'));
    const img = screen.getByRole('img', { name: 'Ticket QR code for Rafi Islam, Math Olympiad' });
    const svg = decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
    expect(screen.getByTestId('ticket-name').textContent).toBe('Rafi Islam');
    expect(screen.getByText('Friday, March 14, 2031 · 10:00 AM')).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('Confirmed');
    expect(screen.queryByTestId('ticket-save-note')).toBeNull();
  });

  it('marks a pending ticket as not confirmed yet, and tells a visitor to save it', async () => {
    render(<TicketCard ticket={{ ...TICKET, status: 'pending' }} anonymous />);
    expect(screen.getByTestId('ticket-status').textContent).toBe('Pending — not confirmed yet');
    expect(screen.getByText('Pending: the organisers have not confirmed this registration yet.')).toBeTruthy();
    expect(screen.getByTestId('ticket-save-note').textContent).toMatch(/screenshot/);
    await screen.findByRole('img', { name: /Rafi Islam/ });
  });

  it('different codes draw different pictures', async () => {
    const { unmount } = render(<TicketCard ticket={TICKET} />);
    await waitFor(() => expect(screen.getByTestId('ticket-qr').tagName).toBe('IMG'));
    const first = screen.getByTestId('ticket-qr').getAttribute('src');
    unmount();
    render(<TicketCard ticket={{ ...TICKET, ticketCode: 'T-other-code-0000000' }} />);
    await waitFor(() => expect(screen.getByTestId('ticket-qr').tagName).toBe('IMG'));
    expect(screen.getByTestId('ticket-qr').getAttribute('src')).not.toBe(first);
  });
});

describe('AnonymousTickets', () => {
  it("lists the visitor's tickets kept on this phone, and nothing when there are none", async () => {
    const { container, rerender } = render(<AnonymousTickets />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    await rememberAnonymousTicket({
      registrationId: 9,
      ticketCode: TICKET.ticketCode,
      name: 'Rafi Islam',
      eventId: 3,
      eventTitle: 'Math Olympiad',
      eventDate: '2031-03-14',
      eventTime: null,
      status: 'pending',
      waitlistPosition: null,
      cancelLink: 'http://localhost/cancel-registration/9?token=x',
      savedAt: new Date().toISOString(),
    });
    rerender(<AnonymousTickets />);
    expect(await screen.findByRole('heading', { name: 'Your tickets on this phone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the ticket for Math Olympiad' })).toBeTruthy();
  });
});

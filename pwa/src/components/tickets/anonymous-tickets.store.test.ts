import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { type AnonymousTicket, rememberAnonymousTicket, useAnonymousTickets } from './anonymous-tickets.store';

const ticket = (registrationId: number): AnonymousTicket => ({
  registrationId,
  ticketCode: `T-visitor-${registrationId}`,
  name: 'Rafi Islam',
  eventId: 7,
  eventTitle: 'Idea Pitch',
  eventDate: '2026-05-01',
  eventTime: null,
  status: 'confirmed',
  waitlistPosition: null,
  cancelLink: `https://club.example.org/cancel-registration/${registrationId}?token=s3cret`,
  savedAt: '2026-04-01T10:00:00.000Z',
});

beforeEach(() => db.me.clear());

describe('anonymous tickets on the device', () => {
  it('shows the tickets an earlier version kept ({ userId: null, items }), and a new one goes first', async () => {
    await db.me.put({ key: 'tickets:anonymous', value: { userId: null, items: [ticket(41)] } });
    const { result } = renderHook(() => useAnonymousTickets());
    await waitFor(() => expect(result.current).toEqual([ticket(41)]));

    await rememberAnonymousTicket(ticket(42));
    await waitFor(() => expect(result.current?.map((t) => t.registrationId)).toEqual([42, 41]));
  });
});

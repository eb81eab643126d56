import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WaitlistEntry } from '@shared/schemas/registrations';
import { resetToasts } from '@/components/ui/toast-store';
import { EventWaitlist, movedOrder } from '../components/event-waitlist';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const entry = (registrationId: number, name: string, position: number): WaitlistEntry => ({
  registrationId,
  name,
  email: `${name.toLowerCase()}@example.com`,
  position,
  registeredAt: '2026-11-20T10:00:00.000Z',
});
let line: WaitlistEntry[];
let fetchMock: ReturnType<typeof vi.fn>;
const puts = () => (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  resetToasts();
  line = [entry(11, 'Asha', 1), entry(12, 'Bilal', 2), entry(13, 'Chandra', 3)];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/events/5/waitlist' && init?.method === 'PUT') {
      const { order } = JSON.parse(String(init.body)) as { order: number[] };
      line = order.map((id, i) => ({ ...line.find((e) => e.registrationId === id)!, position: i + 1 }));
    }
    if (url === '/api/events/5/waitlist') return json(200, { waitlist: line });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const names = () => screen.getAllByTestId('waitlist-entry').map((li) => li.textContent?.match(/Asha|Bilal|Chandra/)?.[0]);

describe('EventWaitlist', () => {
  it('lists the line first-in-line first; moving someone up PUTs the whole new order and shows it', async () => {
    render(<EventWaitlist eventId={5} />);
    await waitFor(() => expect(names()).toEqual(['Asha', 'Bilal', 'Chandra']));
    expect((screen.getByRole('button', { name: 'Move Asha up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Chandra down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Chandra up' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0][1]!.body))).toEqual({ order: [11, 13, 12] });
    await waitFor(() => expect(names()).toEqual(['Asha', 'Chandra', 'Bilal']));
    expect(within(screen.getAllByTestId('waitlist-entry')[1]).getByText('2')).toBeTruthy();
  });

  it('offline the buttons are disabled and say why', async () => {
    render(<EventWaitlist eventId={5} />);
    await waitFor(() => expect(names()).toHaveLength(3));
    expect((screen.getByRole('button', { name: 'Move Bilal up' }) as HTMLButtonElement).disabled).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Move Bilal up' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('an empty line says so', async () => {
    line = [];
    render(<EventWaitlist eventId={5} />);
    expect(await screen.findByText('Nobody is on the waitlist.')).toBeTruthy();
  });

  it('movedOrder swaps neighbours and leaves the ends alone', () => {
    expect(movedOrder(line, 0, -1)).toEqual([11, 12, 13]);
    expect(movedOrder(line, 1, 1)).toEqual([11, 13, 12]);
  });
});

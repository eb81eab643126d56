import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClubEvent } from '@shared/schemas/events';
import { resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { CheckInPage } from '../components/check-in-page';
import { entry, rosterAnswer, VOLUNTEER } from './fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const EVENT = { id: 42, title: 'Math Olympiad', date: '2026-12-01', status: 'upcoming' } as ClubEvent;
const PAST = { id: 43, title: 'Old Fair', date: '2025-01-01', status: 'completed' } as ClubEvent;

const rahim = entry({ name: 'Rahim Uddin' });
const karim = entry({ name: 'Karim Uddin', status: 'pending' });
const gone = entry({ name: 'Gone Person', status: 'cancelled' });
const waiting = entry({ name: 'Waiting Person', status: 'waitlisted' });

let fetchMock: ReturnType<typeof vi.fn>;
let online: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.scans.clear(), db.rosters.clear()]);
  localStorage.clear();
  resetToasts();
  setOutboxUser(VOLUNTEER.id);
  fetchMock = vi.fn(async (url: string) =>
    url === '/api/events/42/roster'
      ? json(200, rosterAnswer([rahim, karim, gone, waiting]))
      : json(200, { result: 'checked_in', checkedInAt: new Date().toISOString(), deviceId: 'me' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function downloaded(isAdmin = false) {
  const view = render(
    <MemoryRouter>
      <CheckInPage user={VOLUNTEER} events={[EVENT, PAST]} isAdmin={isAdmin} />
    </MemoryRouter>,
  );
  const picker = screen.getByTestId('checkin-event');
  expect(within(picker).queryByText(/Old Fair/)).toBeNull(); // only upcoming and ongoing events
  fireEvent.change(picker, { target: { value: '42' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Download roster' }));
  expect(await screen.findByText(/^Downloaded /)).toBeTruthy();
  return view;
}

/** Types the code and presses Enter (the form's implicit submit). */
async function typeCode(code: string) {
  const field = screen.getByTestId('checkin-code');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
  const result = await screen.findByTestId('checkin-result');
  const seen = { tone: result.getAttribute('data-tone'), text: result.textContent };
  fireEvent.click(within(result).getByRole('button', { name: 'Next' }));
  return seen;
}

describe('/check-in page', () => {
  it('checks a typed code in (Enter), green with the name, and counts it against pending + confirmed', async () => {
    await downloaded();
    expect(screen.getByTestId('checkin-count').textContent).toBe('0 / 2 checked in');
    expect(await typeCode(rahim.ticketCode)).toEqual({ tone: 'ok', text: expect.stringContaining('Rahim Uddin') });
    expect(await screen.findByText('1 / 2 checked in')).toBeTruthy();
    // Back in the box for the next code (focus moves there once the result is shown; a busy machine can take a moment).
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('checkin-code')));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/checkins')).toBe(true));
  });

  it('refuses unknown, cancelled and waitlisted tickets in red, and a second scan in amber, offline too', async () => {
    await downloaded();
    online.mockReturnValue(false);
    expect(await typeCode('no-such-code')).toEqual({ tone: 'bad', text: expect.stringContaining('Unknown ticket') });
    expect(await typeCode(gone.ticketCode)).toEqual({ tone: 'bad', text: expect.stringContaining('Registration cancelled') });
    expect((await typeCode(waiting.ticketCode)).tone).toBe('bad');
    expect((await typeCode(karim.ticketCode)).tone).toBe('ok');
    expect(await typeCode(karim.ticketCode)).toEqual({ tone: 'warn', text: expect.stringMatching(/Already checked in at .*Karim Uddin/) });
    expect(await db.scans.count()).toBe(1);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/checkins')).toBe(false);
  });

  it('finds a person by name and checks them in; Undo last takes it back', async () => {
    await downloaded();
    online.mockReturnValue(false);
    fireEvent.change(screen.getByTestId('checkin-search'), { target: { value: 'karim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in Karim Uddin' }));
    fireEvent.click(within(await screen.findByTestId('checkin-result')).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('1 / 2 checked in')).toBeTruthy();
    // The count shows the scan at once; its write reaches the outbox a moment later (check-in.store.ts).
    // Undone before that, the server would be told to take it back instead (a queued DELETE).
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    fireEvent.click(screen.getByTestId('checkin-undo'));
    expect(await screen.findByText('0 / 2 checked in')).toBeTruthy();
    expect(await db.scans.count()).toBe(0);
    // The scan goes first (the count shows it), its queued write a moment later; no DELETE is queued for it.
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it("shows the server's 'duplicate' answer on the scan row", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/events/42/roster'
        ? json(200, rosterAnswer([rahim]))
        : json(200, { result: 'duplicate', checkedInAt: '2026-11-23T09:59:00.000Z', deviceId: 'other' }),
    );
    await downloaded();
    await typeCode(rahim.ticketCode);
    const row = await screen.findByText(/Duplicate: first checked in at/);
    expect(row.closest('li')?.getAttribute('data-state')).toBe('duplicate');
  });

  it('for admins: lists the conflicts online, and says it needs a connection offline', async () => {
    online.mockReturnValue(false);
    await db.rosters.put({ ...rosterAnswer([rahim]), eventId: 42, userId: VOLUNTEER.id });
    localStorage.setItem('club.checkin.event', '42');
    const offline = render(
      <MemoryRouter>
        <CheckInPage user={VOLUNTEER} events={[EVENT]} isAdmin />
      </MemoryRouter>,
    );
    expect(await within(await screen.findByTestId('checkin-conflicts')).findByText('Needs a connection')).toBeTruthy();
    offline.unmount();
    online.mockReturnValue(true);
    await db.rosters.clear();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/events/42/roster'
        ? json(200, rosterAnswer([rahim]))
        : url === '/api/events/42/checkin-conflicts'
          ? json(200, {
              conflicts: [
                {
                  registrationId: rahim.registrationId,
                  ticketCode: rahim.ticketCode,
                  name: 'Rahim Uddin',
                  checkedInAt: '2026-11-23T10:00:00.000Z',
                  scans: [
                    { deviceId: 'aaaaaaaa-1', volunteerId: 1, volunteerName: 'Mitu Akter', scannedAt: '2026-11-23T10:00:00.000Z' },
                    { deviceId: 'bbbbbbbb-2', volunteerId: 2, volunteerName: null, scannedAt: '2026-11-23T10:01:00.000Z' },
                  ],
                },
              ],
            })
          : json(404, {}),
    );
    await downloaded(true);
    const conflicts = screen.getByTestId('checkin-conflicts');
    expect(await within(conflicts).findByText('Rahim Uddin')).toBeTruthy();
    expect(within(conflicts).getAllByText(/on device (aaaaaaaa|bbbbbbbb)/)).toHaveLength(2);
    // A volunteer without a name is named by their number, never left blank.
    expect(within(conflicts).getByText(/on device bbbbbbbb Volunteer #2$/)).toBeTruthy();
    expect(within(conflicts).getByText(/on device aaaaaaaa Mitu Akter$/)).toBeTruthy();
  });

  it('the roster stays on the device: offline the page opens on the remembered event, only for who downloaded it', async () => {
    (await downloaded()).unmount();
    online.mockReturnValue(false);
    const again = render(
      <MemoryRouter>
        <CheckInPage user={VOLUNTEER} events={[EVENT]} isAdmin={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^Downloaded /)).toBeTruthy();
    expect(screen.getByTestId('checkin-code')).toBeTruthy();
    expect(screen.getByText('Needs a connection')).toBeTruthy(); // Refresh waits for a connection
    again.unmount();
    // Another user on this phone does not see the volunteer's roster.
    render(
      <MemoryRouter>
        <CheckInPage user={{ ...VOLUNTEER, id: 99 }} events={[EVENT]} isAdmin={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Download the roster to check people in; it then works without a connection.')).toBeTruthy();
    expect(screen.queryByTestId('checkin-code')).toBeNull();
  });
});

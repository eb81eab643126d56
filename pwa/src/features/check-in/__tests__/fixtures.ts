import type { RosterEntry, RosterRow, ScanRow } from '@/lib/db';
import { testUser } from '@/test/fixtures/users';

export const VOLUNTEER = testUser({
  id: 7,
  email: 'volunteer@club.test',
  firstName: 'Mitu',
  lastName: 'Akter',
  role: 'participant',
  createdAt: '2026-01-01T08:00:00.000Z',
  permissions: ['checkin'],
});

let next = 1;
export function entry(over: Partial<RosterEntry> = {}): RosterEntry {
  const id = next++;
  return {
    registrationId: id,
    name: `Person ${id}`,
    teamName: null,
    ticketCode: `code-${id}-xxxxxxxxxxxxxxxxxxxx`,
    status: 'confirmed',
    checkedInAt: null,
    ...over,
  };
}

export function rosterAnswer(roster: RosterEntry[], eventId = 42): Omit<RosterRow, 'eventId' | 'userId'> {
  return {
    event: { id: eventId, title: 'Math Olympiad', date: '2026-12-01', time: '10:00', location: 'Hall' },
    roster,
    downloadedAt: '2026-11-23T09:00:00.000Z',
  };
}

export function scan(over: Partial<ScanRow> = {}): ScanRow {
  return {
    nonce: crypto.randomUUID(),
    eventId: 42,
    ticketCode: 'x',
    registrationId: 1,
    name: 'X',
    scannedAt: '2026-11-23T10:00:00.000Z',
    deviceId: 'd1',
    state: 'queued',
    ...over,
  };
}

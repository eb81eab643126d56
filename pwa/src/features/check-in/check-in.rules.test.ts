import { describe, expect, it } from 'vitest';
import { entry, scan } from './__tests__/fixtures';
import { countOf, judge, lastScan, searchByName, ticketCodeOf } from './check-in.rules';

describe('judging a code against the roster on the device', () => {
  const ok = entry({ name: 'Rahim Uddin' });
  const cancelled = entry({ status: 'cancelled' });
  const waitlisted = entry({ status: 'waitlisted' });
  const inAlready = entry({ checkedInAt: '2026-11-23T09:30:00.000Z' });
  const roster = [ok, cancelled, waitlisted, inAlready];

  it('admits a confirmed or pending ticket not yet scanned', () => {
    expect(judge(roster, [], ok.ticketCode)).toEqual({ kind: 'ok', entry: ok });
    const pending = entry({ status: 'pending' });
    expect(judge([pending], [], pending.ticketCode).kind).toBe('ok');
  });
  it("refuses the volunteer's own ticket at once, before it could show green", () => {
    const own = entry({ status: 'confirmed', own: true });
    expect(judge([own], [], own.ticketCode).kind).toBe('own');
  });

  it('refuses unknown, cancelled and waitlisted tickets', () => {
    expect(judge(roster, [], 'nope')).toEqual({ kind: 'unknown' });
    expect(judge(roster, [], cancelled.ticketCode).kind).toBe('cancelled');
    expect(judge(roster, [], waitlisted.ticketCode).kind).toBe('waitlisted');
  });
  it('says already checked in (with the time) when scanned on this device, or in the downloaded roster', () => {
    const mine = scan({ ticketCode: ok.ticketCode, scannedAt: '2026-11-23T10:05:00.000Z' });
    expect(judge(roster, [mine], ok.ticketCode)).toEqual({ kind: 'already', entry: ok, at: mine.scannedAt });
    expect(judge(roster, [], inAlready.ticketCode)).toEqual({ kind: 'already', entry: inAlready, at: inAlready.checkedInAt });
  });
  it('does not count a scan the server refused', () => {
    expect(judge(roster, [scan({ ticketCode: ok.ticketCode, state: 'refused' })], ok.ticketCode).kind).toBe('ok');
  });
});

describe('the live count', () => {
  it('is checked in / (pending + confirmed), from the roster and this device', () => {
    const a = entry({ status: 'pending' });
    const b = entry({ checkedInAt: '2026-11-23T09:00:00.000Z' });
    const c = entry();
    const roster = [a, b, c, entry({ status: 'cancelled' }), entry({ status: 'waitlisted' })];
    expect(countOf(roster, [])).toEqual({ checkedIn: 1, expected: 3 });
    expect(countOf(roster, [scan({ ticketCode: a.ticketCode }), scan({ ticketCode: b.ticketCode })])).toEqual({ checkedIn: 2, expected: 3 });
    expect(countOf(roster, [scan({ ticketCode: c.ticketCode, state: 'refused' })])).toEqual({ checkedIn: 1, expected: 3 });
  });
});

describe('helpers', () => {
  it('reads the code from a bare code or a link', () => {
    expect(ticketCodeOf('  abc_DEF-123  ')).toBe('abc_DEF-123');
    expect(ticketCodeOf('https://club.test/ticket?code=abc')).toBe('abc');
    expect(ticketCodeOf('https://club.test/tickets/xyz')).toBe('xyz');
  });
  it('undo takes the newest counted scan', () => {
    const older = scan({ scannedAt: '2026-11-23T10:00:00.000Z' });
    const newer = scan({ scannedAt: '2026-11-23T10:01:00.000Z' });
    const refused = scan({ scannedAt: '2026-11-23T10:02:00.000Z', state: 'refused' });
    expect(lastScan([older, refused, newer])).toBe(newer);
    expect(lastScan([])).toBeUndefined();
  });
  it('searches by every word of the name or team', () => {
    const roster = [entry({ name: 'Rahim Uddin' }), entry({ name: 'Karim Uddin', teamName: 'Robo Tigers' }), entry({ name: 'Sadia' })];
    expect(searchByName(roster, 'uddin').map((r) => r.name)).toEqual(['Karim Uddin', 'Rahim Uddin']);
    expect(searchByName(roster, 'tigers karim').map((r) => r.name)).toEqual(['Karim Uddin']);
    expect(searchByName(roster, '  ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isCompleted, isUpcoming, localToday, summarise } from './registration-stats';

const TODAY = '2026-06-15';
const row = (
  eventDate: string | null,
  eventStatus: 'upcoming' | 'ongoing' | 'completed' | 'cancelled' | null,
  status: 'pending' | 'confirmed' | 'cancelled' = 'pending',
) => ({
  eventDate,
  eventStatus,
  status,
});

describe('isUpcoming', () => {
  it('is an event ahead with status upcoming that the user is registered for', () => {
    expect(isUpcoming(row('2026-06-16', 'upcoming'), TODAY)).toBe(true);
    expect(isUpcoming(row('2026-06-16', 'upcoming', 'confirmed'), TODAY)).toBe(true);
  });
  it('counts an event today (it has not happened yet) but not one yesterday', () => {
    expect(isUpcoming(row('2026-06-15', 'upcoming'), TODAY)).toBe(true);
    expect(isUpcoming(row('2026-06-14', 'upcoming'), TODAY)).toBe(false);
  });
  it('leaves out a cancelled registration', () => {
    expect(isUpcoming(row('2026-07-01', 'upcoming', 'cancelled'), TODAY)).toBe(false);
  });
  it('leaves out events whose status is not upcoming, even with a date ahead', () => {
    for (const s of ['ongoing', 'completed', 'cancelled', null] as const) expect(isUpcoming(row('2026-07-01', s), TODAY)).toBe(false);
  });
  it('leaves out an event that is gone (no date)', () => {
    expect(isUpcoming(row(null, null), TODAY)).toBe(false);
  });
});

describe('isCompleted', () => {
  it('is an event whose day has passed, whatever its status', () => {
    expect(isCompleted(row('2026-06-14', 'upcoming'), TODAY)).toBe(true);
    expect(isCompleted(row('2026-01-01', 'ongoing', 'confirmed'), TODAY)).toBe(true);
  });
  it('is not an event today that is not marked completed', () => {
    expect(isCompleted(row('2026-06-15', 'ongoing'), TODAY)).toBe(false);
  });
  it('is an event marked completed even with a date ahead (and then it is not upcoming)', () => {
    const r = row('2026-12-01', 'completed');
    expect(isCompleted(r, TODAY)).toBe(true);
    expect(isUpcoming(r, TODAY)).toBe(false);
  });
  it('leaves out a cancelled registration, even for a past event', () => {
    expect(isCompleted(row('2026-01-01', 'completed', 'cancelled'), TODAY)).toBe(false);
  });
});

describe('summarise', () => {
  it('counts every registration, the upcoming and the completed ones, and lists the soonest upcoming first', () => {
    const rows = [
      { id: 1, ...row('2026-08-01', 'upcoming') },
      { id: 2, ...row('2026-06-20', 'upcoming', 'confirmed') },
      { id: 3, ...row('2026-06-15', 'ongoing') },
      { id: 4, ...row('2026-03-01', 'completed') },
      { id: 5, ...row('2026-06-18', 'upcoming', 'cancelled') },
      { id: 6, ...row('2026-07-01', 'upcoming') },
    ];
    const s = summarise(rows, TODAY);
    expect(s).toMatchObject({ total: 6, upcoming: 3, completed: 1 });
    expect(s.nextUp.map((r) => r.id)).toEqual([2, 6, 1]);
  });
  it('is all zeros with no registrations', () => {
    expect(summarise([], TODAY)).toEqual({ total: 0, upcoming: 0, completed: 0, nextUp: [] });
  });
});

describe('localToday', () => {
  it("is the device's calendar day, not the UTC one", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});

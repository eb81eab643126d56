import { describe, expect, it } from 'vitest';
import { activeDays, streakOf } from './activity-days';

const now = new Date('2026-03-10T08:00:00.000Z');

describe('days active and streak (UTC days)', () => {
  it('counts distinct days, several activities on one day once', () => {
    expect(activeDays(['2026-03-10T01:00:00Z', '2026-03-10T23:59:59Z', '2026-03-08T12:00:00Z', 'not a date']).size).toBe(2);
  });

  it('a run ending today counts back to the first gap', () => {
    expect(streakOf(activeDays(['2026-03-10T07:00:00Z', '2026-03-09T10:00:00Z', '2026-03-08T23:00:00Z', '2026-03-06T10:00:00Z']), now)).toBe(3);
  });

  it('a run ending yesterday still counts; one ending the day before is lost', () => {
    expect(streakOf(activeDays(['2026-03-09T10:00:00Z', '2026-03-08T10:00:00Z']), now)).toBe(2);
    expect(streakOf(activeDays(['2026-03-08T10:00:00Z', '2026-03-07T10:00:00Z']), now)).toBe(0);
  });

  it('days are UTC: 23:30 UTC belongs to its UTC day, not the next local one', () => {
    expect(streakOf(activeDays(['2026-03-09T23:30:00Z']), now)).toBe(1);
    expect(streakOf(activeDays(['2026-03-10T00:10:00Z']), now)).toBe(1);
  });

  it('runs across a month end', () => {
    const march1 = new Date('2026-03-01T12:00:00Z');
    expect(streakOf(activeDays(['2026-03-01T00:00:00Z', '2026-02-28T12:00:00Z', '2026-02-27T12:00:00Z']), march1)).toBe(3);
  });

  it('nothing at all is 0', () => {
    expect(streakOf(new Set(), now)).toBe(0);
  });
});

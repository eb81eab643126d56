import { describe, expect, it } from 'vitest';
import { parseEventTime } from '../../../shared/event-time';
import { eventTimes, parseTimeOfDay } from './event-times';

// How the free text is read is tested with the parser itself (shared/event-time.test.ts).
describe('the calendar reads event times with the shared parser', () => {
  it('parseTimeOfDay is the shared parseEventTime', () => {
    expect(parseTimeOfDay).toBe(parseEventTime);
  });
});

describe('event instants in Asia/Dhaka (UTC+6)', () => {
  it('10:00 AM on 2030-01-10 is 04:00 UTC, for two hours', () => {
    const t = eventTimes('2030-01-10', '10:00 AM');
    expect(t).toEqual({ allDay: false, start: new Date('2030-01-10T04:00:00Z'), end: new Date('2030-01-10T06:00:00Z') });
  });

  it('an early-morning time falls on the previous day in UTC', () => {
    expect(eventTimes('2030-01-10', '5:00 AM')?.start.toISOString()).toBe('2030-01-09T23:00:00.000Z');
  });

  it('a range past midnight ends the next day', () => {
    expect(eventTimes('2030-01-10', '8 PM - 1 AM')).toEqual({ allDay: false, start: new Date('2030-01-10T14:00:00Z'), end: new Date('2030-01-10T19:00:00Z') });
  });

  it('an unreadable time gives the whole day; an impossible date gives nothing', () => {
    expect(eventTimes('2030-01-10', 'TBA')).toEqual({ allDay: true, start: new Date('2030-01-10T00:00:00Z'), end: new Date('2030-01-11T00:00:00Z') });
    expect(eventTimes('2030-02-30', '10:00 AM')).toBeNull();
    expect(eventTimes('soon', '10:00 AM')).toBeNull();
  });
});

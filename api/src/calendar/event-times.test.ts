import { describe, expect, it } from 'vitest';
import { eventTimes, parseTimeOfDay } from './event-times';

const hm = (mins: number) => `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
const span = (text: string) => {
  const s = parseTimeOfDay(text);
  return s && `${hm(s.start)}-${hm(s.end)}`;
};

describe('reading free-text event times', () => {
  it.each([
    ['10:00 AM', '10:00-12:00'],
    ['9:30am', '09:30-11:30'],
    ['14:00', '14:00-16:00'],
    ['10 AM', '10:00-12:00'],
    ['12:00 PM', '12:00-14:00'],
    ['12 AM', '00:00-02:00'],
    ['3.15 p.m.', '15:15-17:15'],
    ['10:00 AM - 1:00 PM', '10:00-13:00'],
    ['10:00 AM – 1:00 PM', '10:00-13:00'],
    ['2 PM to 5 PM', '14:00-17:00'],
    ['10-11 am', '10:00-11:00'],
    ['10 - 1 PM', '10:00-13:00'],
    ['9:00 AM - 2:00', '09:00-14:00'],
    ['09:00-17:30', '09:00-17:30'],
    ['8 PM - 1 AM', '20:00-25:00'],
  ])('%s is %s', (text, expected) => {
    expect(span(text)).toBe(expected);
  });

  it.each(['TBA', 'All day', 'Morning', '10', '25:00', '10:75 AM', '13 PM', '10 AM - later', 'after 10 AM', ''])('%j cannot be read', (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
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

  it('an unreadable time gives the whole day; an impossible date gives nothing', () => {
    expect(eventTimes('2030-01-10', 'TBA')).toEqual({ allDay: true, start: new Date('2030-01-10T00:00:00Z'), end: new Date('2030-01-11T00:00:00Z') });
    expect(eventTimes('2030-02-30', '10:00 AM')).toBeNull();
    expect(eventTimes('soon', '10:00 AM')).toBeNull();
  });
});

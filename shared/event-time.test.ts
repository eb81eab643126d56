import { describe, expect, it } from 'vitest';
import { parseEventTime, sayClockTimes } from './event-time';

const hm = (mins: number) => `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
const span = (text: string) => {
  const s = parseEventTime(text);
  return s && `${hm(s.start)}-${hm(s.end)}`;
};
/** Each clock time on the 24-hour clock, in brackets so what was replaced shows. */
const say24 = (text: string) => sayClockTimes(text, (mins) => `[${hm(mins)}]`);

describe('reading a free-text event time (the calendar: start and end)', () => {
  it.each([
    ['10:00 AM', '10:00-12:00'],
    ['9:30am', '09:30-11:30'],
    ['14:00', '14:00-16:00'],
    ['10 AM', '10:00-12:00'],
    ['12:00 PM', '12:00-14:00'],
    ['12 AM', '00:00-02:00'],
    ['3.15 p.m.', '15:15-17:15'],
    ['4:00 PM', '16:00-18:00'],
    ['18:00', '18:00-20:00'],
    ['10:00 AM - 1:00 PM', '10:00-13:00'],
    ['10:30 AM - 1:00 PM', '10:30-13:00'],
    ['10:00 AM – 1:00 PM', '10:00-13:00'],
    ['2 PM to 5 PM', '14:00-17:00'],
    ['10-11 am', '10:00-11:00'],
    ['10 - 1 PM', '10:00-13:00'],
    ['2:00 - 5:00 PM', '14:00-17:00'],
    ['9:00 AM - 2:00', '09:00-14:00'],
    ['09:00-17:30', '09:00-17:30'],
    ['8 PM - 1 AM', '20:00-25:00'],
    ['  10 a m  until  12 pm ', '10:00-12:00'],
  ])('%s is %s', (text, expected) => {
    expect(span(text)).toBe(expected);
  });

  it.each(['TBA', 'All day', 'Morning', '10', '25:00', '10:75 AM', '13 PM', '10 AM - later', 'after 10 AM', 'Starts 4:00 PM', ''])(
    '%j cannot be read',
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );
});

describe('saying the clock times of a free-text event time (the display)', () => {
  it('a whole time or range is read as the calendar reads it, keeping what is around it', () => {
    expect(say24('4:00 PM')).toBe('[16:00]');
    expect(say24('10:30 AM - 1:00 PM')).toBe('[10:30] - [13:00]');
    expect(say24('18:00')).toBe('[18:00]');
    expect(say24('10:00 AM – 1:00 PM')).toBe('[10:00] – [13:00]');
    expect(say24('2 PM to 5 PM')).toBe('[14:00] to [17:00]');
    // The start borrows the end's PM, as in the calendar (not 2 at night).
    expect(say24('2:00 - 5:00 PM')).toBe('[14:00] - [17:00]');
    expect(say24('9:00 AM - 2:00')).toBe('[09:00] - [14:00]');
    expect(say24('10 - 11 AM')).toBe('[10:00] - [11:00]');
    // An end past midnight is said as the time of day it is.
    expect(say24('8 PM - 1 AM')).toBe('[20:00] - [01:00]');
  });

  it('among other words, each clock time is said on its own; other numbers and words stay', () => {
    expect(say24('Starts 4:00 PM')).toBe('Starts [16:00]');
    expect(say24('4:00 PM onwards (gates at 3.30 p.m.)')).toBe('[16:00] onwards (gates at [15:30])');
    expect(say24('Day 2, 10 AM')).toBe('Day 2, [10:00]');
    expect(say24('10 amazing talks at 10:00')).toBe('10 amazing talks at [10:00]');
    expect(say24('On 10.12.2025')).toBe('On 10.12.2025');
    expect(say24('Until 25:00 or 10:75')).toBe('Until 25:00 or 10:75');
  });

  it('a text without a clock time is left as it is', () => {
    for (const text of ['All day', 'TBA', 'Morning', '']) expect(say24(text)).toBe(text);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attendee } from '../events/attendees';
import { eventReminder, reminderTimes } from './reminders';

/** When the reminders of an event are due (Asia/Dhaka is UTC+6 all year). */
const HOUR = 3_600_000;
/** 10:00 AM in Dhaka on 20 December 2030. */
const START = Date.parse('2030-12-20T04:00:00.000Z');

describe('reminderTimes', () => {
  afterEach(() => vi.useRealTimers());

  it('24 hours and 2 hours before the start in Dhaka, counted from now by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START - 3 * 24 * HOUR);
    expect(reminderTimes('2030-12-20', '10:00 AM')).toEqual([
      { which: '24h', dueAt: '2030-12-19T04:00:00.000Z', start: '2030-12-20T04:00:00.000Z' },
      { which: '2h', dueAt: '2030-12-20T02:00:00.000Z', start: '2030-12-20T04:00:00.000Z' },
    ]);
  });

  it('joined inside a window: only the reminders still ahead (5 hours before: the 2-hour one; 1 hour before: none)', () => {
    expect(reminderTimes('2030-12-20', '10:00 AM', START - 23 * HOUR).map((r) => r.which)).toEqual(['2h']);
    expect(reminderTimes('2030-12-20', '10:00 AM', START - 5 * HOUR).map((r) => r.which)).toEqual(['2h']);
    expect(reminderTimes('2030-12-20', '10:00 AM', START - 2 * HOUR)).toEqual([]);
    expect(reminderTimes('2030-12-20', '10:00 AM', START - HOUR)).toEqual([]);
    expect(reminderTimes('2030-12-20', '10:00 AM', START + HOUR)).toEqual([]);
  });

  it('reads the time as the event page does: ranges, the 24-hour clock, shortly after midnight', () => {
    const due = (date: string, time: string) => reminderTimes(date, time, 0).map((r) => r.dueAt);
    expect(due('2030-12-20', '2 PM to 5 PM')).toEqual(['2030-12-19T08:00:00.000Z', '2030-12-20T06:00:00.000Z']);
    expect(due('2030-12-20', '23:30')).toEqual(['2030-12-19T17:30:00.000Z', '2030-12-20T15:30:00.000Z']);
    // 1 AM in Dhaka is still the evening before in UTC.
    expect(due('2030-12-20', '1:00 AM')).toEqual(['2030-12-18T19:00:00.000Z', '2030-12-19T17:00:00.000Z']);
  });

  it('a time that cannot be read: one reminder, at 09:00 in Dhaka the day before, keyed by the day', () => {
    expect(reminderTimes('2030-12-20', 'TBA', 0)).toEqual([{ which: '24h', dueAt: '2030-12-19T03:00:00.000Z', start: '2030-12-20' }]);
    expect(reminderTimes('2030-12-20', 'after lunch', Date.parse('2030-12-19T03:00:00.000Z'))).toEqual([]);
  });

  it('a date that is not a day: none', () => {
    expect(reminderTimes('2030-02-30', '10:00 AM', 0)).toEqual([]);
  });
});

describe('eventReminder', () => {
  const event = { id: 7, title: 'Science Fair', title_bn: 'বিজ্ঞান মেলা', date: '2030-12-20', time: '10:00 AM', location: 'Town Hall', location_bn: 'টাউন হল' };
  const [day, soon] = reminderTimes(event.date, event.time, 0);

  it("a visitor's opens their ticket, in both languages; the key holds the event, the person and the start", () => {
    const visitor: Attendee = { key: 'r12', to: { email: 'a@example.org', language: 'bn' }, ticketCode: 'T1cket-code-0123456789' };
    expect(eventReminder(event, visitor, day)).toEqual({
      kind: 'event.reminder',
      to: { email: 'a@example.org', language: 'bn' },
      dedupeKey: 'event.reminder:7:r12:2030-12-20T04:00:00.000Z:24h',
      url: '/registrations/ticket/T1cket-code-0123456789',
      dueAt: '2030-12-19T04:00:00.000Z',
      texts: {
        en: { title: 'Tomorrow: Science Fair', body: '20 December 2030, 10:00 AM, Town Hall. See you there!' },
        bn: { title: 'আগামীকাল: বিজ্ঞান মেলা', body: '২০ ডিসেম্বর, ২০৩০, সকাল ১০:০০, টাউন হল। দেখা হবে!' },
      },
    });
  });

  it("an account's opens the event", () => {
    const member: Attendee = { key: 'u3', to: { userId: 3 }, ticketCode: null };
    expect(eventReminder(event, member, soon)).toMatchObject({
      dedupeKey: 'event.reminder:7:u3:2030-12-20T04:00:00.000Z:2h',
      url: '/events/7',
      texts: { en: { title: 'In 2 hours: Science Fair' }, bn: { title: '২ ঘণ্টা পর: বিজ্ঞান মেলা' } },
    });
  });
});

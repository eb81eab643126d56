/**
 * When an event happens, read from its `date` (YYYY-MM-DD) and its free-text `time` ('10:00 AM',
 * '9:30am', '14:00', '10:00 AM - 1:00 PM', '10-11 am', '2 PM to 5 PM'). Club events are in
 * Asia/Dhaka, which is UTC+6 all year (no daylight saving), so instants are computed with that
 * fixed offset and written to calendars in UTC. A time that cannot be read makes an all-day event.
 */

/** Asia/Dhaka: UTC+06:00 all year. */
export const DHAKA_OFFSET_MINUTES = 6 * 60;
/** An event without an end time lasts this long. */
export const DEFAULT_DURATION_MINUTES = 120;

export type EventTimes =
  | { allDay: false; start: Date; end: Date }
  /** `start` is midnight UTC of the event's day; `end` the next day (DTEND is exclusive). */
  | { allDay: true; start: Date; end: Date };

type Period = 'am' | 'pm' | null;
interface ClockTime {
  hour: number;
  minute: number;
  period: Period;
}

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?`;
const RANGE = new RegExp(String.raw`^${TIME}(?:\s*(?:-|–|—|to|till|until)\s*${TIME})?$`, 'i');

function clock(hour?: string, minute?: string, period?: string): ClockTime | null {
  if (hour === undefined) return null;
  const p: Period = period ? (period.toLowerCase().startsWith('a') ? 'am' : 'pm') : null;
  // A bare number ('10') is not read as a time: it needs minutes or AM/PM.
  if (minute === undefined && !p) return null;
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (m > 59) return null;
  if (p ? h < 1 || h > 12 : h > 23) return null;
  return { hour: h, minute: m, period: p };
}

/** Minutes after midnight; a time without AM/PM is on the 24-hour clock. */
function minutes({ hour, minute, period }: ClockTime, assume: Period = period): number {
  const p = period ?? assume;
  const h = p === 'am' ? hour % 12 : p === 'pm' ? (hour % 12) + 12 : hour;
  return h * 60 + minute;
}

/** Start and end in minutes after midnight of the event's day (the end may pass midnight), or null. */
export function parseTimeOfDay(text: string): { start: number; end: number } | null {
  const m = RANGE.exec(text.trim().replace(/\s+/g, ' '));
  if (!m) return null;
  const to = m[4] === undefined ? null : clock(m[4], m[5], m[6]);
  if (m[4] !== undefined && !to) return null;
  // '10 - 11 AM': a start without AM/PM may borrow the end's, so a bare hour is enough there.
  const bare = m[2] === undefined && m[3] === undefined;
  const from = bare && to?.period ? { hour: Number(m[1]), minute: 0, period: null } : clock(m[1], m[2], m[3]);
  if (!from || (bare && (from.hour < 1 || from.hour > 12))) return null;
  const borrows = from.period === null && to?.period != null && from.hour >= 1 && from.hour <= 12;
  let start = minutes(from, borrows ? to!.period : null);
  // '10 - 1 PM' starts at 10 AM: borrowing PM would put the start after the end.
  if (borrows && start > minutes(to!)) start = minutes(from, to!.period === 'pm' ? 'am' : 'pm');
  if (!to) return { start, end: start + DEFAULT_DURATION_MINUTES };
  let end = minutes(to, to.period ?? null);
  // '10 AM - 12:30' or '9 AM - 2:00': an end on a 12-hour clock written without PM.
  if (end <= start && to.period === null && to.hour < 12 && end + 12 * 60 > start) end += 12 * 60;
  if (end <= start) end += 24 * 60; // runs past midnight
  return { start, end };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The event's start and end as instants, or its day as an all-day event; null when the date is not a real day. */
export function eventTimes(date: string, time: string): EventTimes | null {
  const d = DAY.exec(date.trim());
  if (!d) return null;
  const [y, mo, da] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const midnightUtc = Date.UTC(y, mo - 1, da);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da) return null;
  const span = parseTimeOfDay(time);
  if (!span) return { allDay: true, start: new Date(midnightUtc), end: new Date(midnightUtc + 86_400_000) };
  const at = (mins: number) => new Date(midnightUtc + (mins - DHAKA_OFFSET_MINUTES) * 60_000);
  return { allDay: false, start: at(span.start), end: at(span.end) };
}

/**
 * The one reading of an event's free-text `time` ('10:00 AM', '9:30am', '14:00', '3.15 p.m.',
 * '10:00 AM - 1:00 PM', '10-11 am', '2 PM to 5 PM'). The calendar (.ics, api/src/calendar) turns
 * it into instants; the display (pwa lib/i18n.ts) says its clock times in Bangla ('বিকাল ৪:০০').
 * Both read the same text the same way: '2:00 - 5:00 PM' starts at 14:00 in both.
 */

/** An event without an end time lasts this long. */
export const DEFAULT_DURATION_MINUTES = 120;

/** Start and end in minutes after midnight of the event's day; the end may pass midnight (> 1440). */
export interface EventTimeSpan {
  start: number;
  end: number;
}

type Period = 'am' | 'pm' | null;
interface ClockTime {
  hour: number;
  minute: number;
  period: Period;
}

/** One clock time: hour, minutes after ':' or '.', and AM/PM (groups: hour, minute, period). */
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?(?:\s*(a\.?\s*m\.?|p\.?\s*m\.?))?`;
const SEPARATOR = String.raw`\s*(?:-|–|—|to|till|until)\s*`;
/** The whole text as one time or a range: lead, (first), its 3 groups, separator, (second), its 3 groups, trail. */
const RANGE = new RegExp(String.raw`^(\s*)(${TIME})(?:(${SEPARATOR})(${TIME}))?(\s*)$`, 'i');
/** A clock time among other words ('Starts 4:00 PM'), not part of a longer number or word; a bare number is not one (`clock`). */
const TOKEN = new RegExp(String.raw`\b${TIME}(?![:.]?\d|[a-z])`, 'gi');

function clock(hour?: string, minute?: string, period?: string): ClockTime | null {
  if (hour === undefined) return null;
  const p: Period = period ? (/^a/i.test(period) ? 'am' : 'pm') : null;
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

/** The span of a match of RANGE (groups from 3: the first time's three, then the second's at 8). */
function spanOf(m: RegExpExecArray): EventTimeSpan | null {
  const [h1, m1, p1] = [m[3], m[4], m[5]];
  const [h2, m2, p2] = [m[8], m[9], m[10]];
  const to = h2 === undefined ? null : clock(h2, m2, p2);
  if (h2 !== undefined && !to) return null;
  // '10 - 11 AM': a start without AM/PM may borrow the end's, so a bare hour is enough there.
  const bare = m1 === undefined && p1 === undefined;
  const from = bare && to?.period ? { hour: Number(h1), minute: 0, period: null } : clock(h1, m1, p1);
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

/** The text as one time or a range of two, or null when it is anything else ('TBA', 'after 10 AM'). */
export function parseEventTime(text: string): EventTimeSpan | null {
  const m = RANGE.exec(text);
  return m && spanOf(m);
}

/**
 * The text with each clock time put as `say` puts a time of day (minutes after midnight, under
 * 1440). A whole time or range is read as `parseEventTime` reads it (an AM/PM borrowed, an end
 * past midnight); otherwise each clock time among other words is read on its own.
 */
export function sayClockTimes(text: string, say: (minuteOfDay: number) => string): string {
  const m = RANGE.exec(text);
  const span = m && spanOf(m);
  if (m && span) return m[1] + say(span.start) + (m[6] === undefined ? '' : m[6] + say(span.end % 1440)) + m[11];
  return text.replace(TOKEN, (whole, h?: string, min?: string, p?: string) => {
    const time = clock(h, min, p);
    return time ? say(minutes(time)) : whole;
  });
}

/**
 * When an event happens, as instants: its `date` (YYYY-MM-DD) and its free-text `time`, read by
 * the one parser both sides use (shared/event-time.ts). Club events are in Asia/Dhaka, which is
 * UTC+6 all year (no daylight saving), so instants are computed with that fixed offset and written
 * to calendars in UTC. A time that cannot be read makes an all-day event.
 */
import { DEFAULT_DURATION_MINUTES, parseEventTime } from '../../../shared/event-time';

export { DEFAULT_DURATION_MINUTES };
/** Start and end in minutes after midnight of the event's day (the end may pass midnight), or null. */
export const parseTimeOfDay = parseEventTime;

/** Asia/Dhaka: UTC+06:00 all year. */
export const DHAKA_OFFSET_MINUTES = 6 * 60;

export type EventTimes =
  | { allDay: false; start: Date; end: Date }
  /** `start` is midnight UTC of the event's day; `end` the next day (DTEND is exclusive). */
  | { allDay: true; start: Date; end: Date };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The event's start and end as instants, or its day as an all-day event; null when the date is not a real day. */
export function eventTimes(date: string, time: string): EventTimes | null {
  const d = DAY.exec(date.trim());
  if (!d) return null;
  const [y, mo, da] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const midnightUtc = Date.UTC(y, mo - 1, da);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da) return null;
  const span = parseEventTime(time);
  if (!span) return { allDay: true, start: new Date(midnightUtc), end: new Date(midnightUtc + 86_400_000) };
  const at = (mins: number) => new Date(midnightUtc + (mins - DHAKA_OFFSET_MINUTES) * 60_000);
  return { allDay: false, start: at(span.start), end: at(span.end) };
}

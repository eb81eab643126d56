import { DHAKA_OFFSET_MINUTES } from '../calendar/event-times';
import { badRequest } from '../lib/errors';

/**
 * Which scan times the door accepts (probing round, item 5). `scannedAt` is the phone's clock
 * when the ticket was scanned, and the earliest scan of a ticket wins, so an invented time could
 * take over a check-in. A scan may arrive long after it was made (queued offline), so the only
 * bounds are:
 * - the event's day in Asia/Dhaka (UTC+6, the club's time zone) widened by EVENT_DAY_MARGIN_MS
 *   either side: an evening event running past midnight, people let in the evening before, a
 *   phone set to another time zone;
 * - never later than the server's clock when the scan arrived, plus CLOCK_SKEW_MS for a phone
 *   whose clock runs a little ahead.
 * A refusal is a 400 naming scannedAt; the phone shows the message on that scan ('Refused: ...').
 */
export const EVENT_DAY_MARGIN_MS = 24 * 60 * 60_000;
export const CLOCK_SKEW_MS = 5 * 60_000;

const DAY_MS = 24 * 60 * 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const refuse = (message: string) => badRequest(message, { scannedAt: message });

/** Throws a 400 naming scannedAt unless the time is on the event's day (with the margin) and not in the future. */
export function checkScanTime(scannedAt: Date, eventDate: string | undefined, receivedAt: Date): void {
  const t = scannedAt.getTime();
  if (t > receivedAt.getTime() + CLOCK_SKEW_MS) throw refuse('The scan time is in the future. Please check the date and time on this phone.');
  const d = DATE.exec(eventDate?.trim() ?? '');
  // Event dates are YYYY-MM-DD (shared/schemas/events.ts); a row from before that rule keeps only the bound above.
  if (!d) return;
  const dayStart = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])) - DHAKA_OFFSET_MINUTES * 60_000;
  if (t < dayStart - EVENT_DAY_MARGIN_MS || t >= dayStart + DAY_MS + EVENT_DAY_MARGIN_MS) {
    throw refuse('The scan time is not on the day of the event. Please check the date and time on this phone.');
  }
}

import type { MyRegistration } from '@shared/schemas/registrations';

/**
 * The participant dashboard's counts (signed-in-areas.md §2, §4), from the user's own
 * registrations. Event dates are calendar days ('YYYY-MM-DD') compared with today's date on this
 * device, so the answer does not shift with the time zone:
 * - upcoming: the event is today or later, its status is upcoming, and the registration is not
 *   cancelled (an event later today has not happened yet);
 * - completed: the event's day has passed, or its status is completed; a cancelled registration
 *   is not an event the user took part in, so it never counts.
 * An event can be one or the other, never both; one that is gone (no date, no status) is neither.
 */
type Row = Pick<MyRegistration, 'status' | 'eventDate' | 'eventStatus'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (date: string | null): string | null => (date && DAY.test(date.slice(0, 10)) ? date.slice(0, 10) : null);

export { localToday } from '@/lib/local-day';

export function isUpcoming(r: Row, today: string): boolean {
  const day = dayOf(r.eventDate);
  return r.status !== 'cancelled' && r.eventStatus === 'upcoming' && day !== null && day >= today;
}

export function isCompleted(r: Row, today: string): boolean {
  if (r.status === 'cancelled') return false;
  const day = dayOf(r.eventDate);
  return r.eventStatus === 'completed' || (day !== null && day < today);
}

export interface RegistrationSummary<T extends Row> {
  total: number;
  upcoming: number;
  completed: number;
  /** The soonest upcoming events first (the dashboard shows the first three). */
  nextUp: T[];
}

export function summarise<T extends Row>(rows: readonly T[], today: string): RegistrationSummary<T> {
  const upcoming = rows.filter((r) => isUpcoming(r, today)).sort((a, b) => (a.eventDate ?? '').localeCompare(b.eventDate ?? ''));
  return { total: rows.length, upcoming: upcoming.length, completed: rows.filter((r) => isCompleted(r, today)).length, nextUp: upcoming };
}

/** Days with activity, by UTC calendar day ('YYYY-MM-DD'). */

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);

/** The distinct UTC days on which something happened (unparseable times are skipped). */
export function activeDays(times: string[]): Set<string> {
  const days = new Set<string>();
  for (const t of times) if (!Number.isNaN(Date.parse(t))) days.add(dayOf(t));
  return days;
}

/**
 * Consecutive UTC days with activity ending today, or ending yesterday when today has none yet
 * (a streak is not lost before the day is over); else 0.
 */
export function streakOf(days: Set<string>, now: Date): number {
  let day = now.toISOString().slice(0, 10);
  if (!days.has(day)) day = dayBefore(day);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = dayBefore(day);
  }
  return streak;
}

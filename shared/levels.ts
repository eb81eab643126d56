/**
 * Member levels by points (signed-in-areas.md §4): one rule for the server's analytics and the
 * dashboard's level badge and progress bar.
 */
export const LEVELS = [
  { level: 'Newcomer', min: 0 },
  { level: 'Active Member', min: 100 },
  { level: 'Active Contributor', min: 300 },
  { level: 'Community Leader', min: 600 },
  { level: 'Ambassador', min: 1000 },
] as const;

export type LevelName = (typeof LEVELS)[number]['level'];

/** The level shown before a member has any activity at all (the spec's default). */
export const NEW_MEMBER = 'New Member';

export interface LevelInfo {
  level: LevelName;
  /** The first point of the current band. */
  min: number;
  /** The first point of the next band; null at the top (Ambassador). */
  next: number | null;
  /** The share of points within the current band, 0-100 (whole percent, rounded down); 100 at the top. */
  progress: number;
}

/** The level band `points` fall in, and how far through it they are. Negative or fractional points count as their floor (at least 0). */
export function levelOf(points: number): LevelInfo {
  const p = Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0;
  let i = 0;
  while (i + 1 < LEVELS.length && p >= LEVELS[i + 1].min) i++;
  const { level, min } = LEVELS[i];
  const next = i + 1 < LEVELS.length ? LEVELS[i + 1].min : null;
  const progress = next === null ? 100 : Math.floor(((p - min) * 100) / (next - min));
  return { level, min, next, progress };
}

/** Points still needed for the next level (0 at the top). */
export const pointsToNext = (points: number): number => {
  const { next } = levelOf(points);
  return next === null ? 0 : next - Math.max(0, Math.floor(points));
};

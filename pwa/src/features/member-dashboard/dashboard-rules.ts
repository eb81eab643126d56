/**
 * The member dashboard's pure rules (signed-in-areas.md §2, §4, §9): the level bar, the goals,
 * which events the Overview and the calendar show, and which calendar days are marked.
 */
import { isEventOpen } from '@shared/policies/events';
import { LEVELS, levelOf, type LevelName } from '@shared/levels';
import type { ClubEvent } from '@shared/schemas/events';
import type { UserAnalytics } from '@shared/schemas/analytics';

export interface LevelDisplay {
  /** The band the points fall in. */
  level: LevelName;
  /** 0-100: the share of points within the band; 100 at the top. */
  progress: number;
  /** The next level's name, null at the top (Ambassador). */
  nextLevel: LevelName | null;
  /** Points still needed for the next level (0 at the top). */
  toNext: number;
}

/** What the level progress bar shows for `points`. */
export function levelDisplay(points: number): LevelDisplay {
  const info = levelOf(points);
  const p = Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0;
  const nextLevel = info.next === null ? null : (LEVELS.find((l) => l.min === info.next)?.level ?? null);
  return { level: info.level, progress: info.progress, nextLevel, toNext: info.next === null ? 0 : info.next - p };
}

/** A streak as the stat card shows it: whole days, never negative. */
export const streakDays = (streak: number | null | undefined): number => (Number.isFinite(streak) ? Math.max(0, Math.floor(streak as number)) : 0);

/** The member goals (§9): 3 projects, 5 articles, 500 points. */
export const GOALS = [
  { id: 'projects', target: 3 },
  { id: 'articles', target: 5 },
  { id: 'points', target: 500 },
] as const;
export type GoalId = (typeof GOALS)[number]['id'];

export interface GoalProgress {
  id: GoalId;
  current: number;
  target: number;
  /** 0-100, whole percent rounded down, capped at 100. */
  percent: number;
  done: boolean;
}

/** Each goal with how far the member is (from the server's analytics). */
export function goalsProgress(a: Pick<UserAnalytics['analytics'], 'projectsJoined' | 'articlesContributed' | 'totalPoints'>): GoalProgress[] {
  const current: Record<GoalId, number> = { projects: a.projectsJoined, articles: a.articlesContributed, points: a.totalPoints };
  return GOALS.map(({ id, target }) => {
    const n = Math.max(0, Math.floor(current[id] || 0));
    return { id, current: n, target, percent: Math.min(100, Math.floor((n * 100) / target)), done: n >= target };
  });
}

/** 'YYYY-MM-DD' is a calendar day: read in local time, not as UTC midnight. Null when it is no date. */
export function calendarDay(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  d.setHours(0, 0, 0, 0);
  return d;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Events a member can still go to: upcoming or ongoing, by date then time. */
export function dashboardEvents(events: ClubEvent[]): ClubEvent[] {
  return events
    .filter((e) => isEventOpen(e) && calendarDay(e.date) !== null)
    .sort((a, b) => calendarDay(a.date)!.getTime() - calendarDay(b.date)!.getTime() || a.id - b.id);
}

/** The Overview's upcoming events: from today on, the first `n` (3, §9). */
export function nextEvents(events: ClubEvent[], today: Date, n = 3): ClubEvent[] {
  const start = new Date(today);
  start.setHours(0, 0, 0, 0);
  return dashboardEvents(events)
    .filter((e) => calendarDay(e.date)!.getTime() >= start.getTime())
    .slice(0, n);
}

/** The calendar's marked days: each day with at least one event, once. */
export function eventDays(events: ClubEvent[]): Date[] {
  const out: Date[] = [];
  for (const e of dashboardEvents(events)) {
    const d = calendarDay(e.date)!;
    if (!out.some((x) => sameDay(x, d))) out.push(d);
  }
  return out;
}

/** The events of one calendar day. */
export function eventsOn(events: ClubEvent[], day: Date): ClubEvent[] {
  return dashboardEvents(events).filter((e) => sameDay(calendarDay(e.date)!, day));
}

import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '@shared/schemas/events';
import { clubEvent } from './__tests__/fixtures';
import { calendarDay, eventDays, eventsOn, goalsProgress, levelDisplay, nextEvents, streakDays } from './dashboard-rules';

/** The fixtures' event on a fixed day. */
const event = (id: number, date: string, status: ClubEvent['status'] = 'upcoming'): ClubEvent => ({ ...clubEvent(id, 0, `Event ${id}`, status), date });

describe('levelDisplay', () => {
  it.each([
    [0, 'Newcomer', 0, 'Active Member', 100],
    [99, 'Newcomer', 99, 'Active Member', 1],
    [100, 'Active Member', 0, 'Active Contributor', 200],
    [180, 'Active Member', 40, 'Active Contributor', 120],
    [299, 'Active Member', 99, 'Active Contributor', 1],
    [300, 'Active Contributor', 0, 'Community Leader', 300],
    [599, 'Active Contributor', 99, 'Community Leader', 1],
    [600, 'Community Leader', 0, 'Ambassador', 400],
    [999, 'Community Leader', 99, 'Ambassador', 1],
  ])('%i points: %s at %i%%, next %s in %i', (points, level, progress, nextLevel, toNext) => {
    expect(levelDisplay(points)).toEqual({ level, progress, nextLevel, toNext });
  });

  it('Ambassador (1000 and above) is full, with no next level', () => {
    expect(levelDisplay(1000)).toEqual({ level: 'Ambassador', progress: 100, nextLevel: null, toNext: 0 });
    expect(levelDisplay(5400)).toEqual({ level: 'Ambassador', progress: 100, nextLevel: null, toNext: 0 });
  });

  it('odd input counts as its floor, at least 0', () => {
    expect(levelDisplay(-5)).toMatchObject({ level: 'Newcomer', toNext: 100 });
    expect(levelDisplay(150.9)).toMatchObject({ level: 'Active Member', toNext: 150 });
    expect(levelDisplay(Number.NaN)).toMatchObject({ level: 'Newcomer', progress: 0 });
  });
});

describe('streakDays', () => {
  it('shows whole days, never negative or missing', () => {
    expect(streakDays(2)).toBe(2);
    expect(streakDays(0)).toBe(0);
    expect(streakDays(-1)).toBe(0);
    expect(streakDays(undefined)).toBe(0);
    expect(streakDays(3.7)).toBe(3);
  });
});

describe('goalsProgress', () => {
  it('3 projects, 5 articles, 500 points, each with its share', () => {
    expect(goalsProgress({ projectsJoined: 1, articlesContributed: 2, totalPoints: 180 })).toEqual([
      { id: 'projects', current: 1, target: 3, percent: 33, done: false },
      { id: 'articles', current: 2, target: 5, percent: 40, done: false },
      { id: 'points', current: 180, target: 500, percent: 36, done: false },
    ]);
  });

  it('a goal reached is done and stays at 100 %, even past its target', () => {
    const [projects, articles, points] = goalsProgress({ projectsJoined: 3, articlesContributed: 9, totalPoints: 1200 });
    expect(projects).toMatchObject({ percent: 100, done: true });
    expect(articles).toMatchObject({ current: 9, percent: 100, done: true });
    expect(points).toMatchObject({ percent: 100, done: true });
  });

  it('nothing yet is 0 everywhere', () => {
    expect(goalsProgress({ projectsJoined: 0, articlesContributed: 0, totalPoints: 0 }).map((g) => [g.percent, g.done])).toEqual([
      [0, false],
      [0, false],
      [0, false],
    ]);
  });
});

describe('the calendar and the upcoming events', () => {
  const events = [
    event(1, '2026-07-14'),
    event(2, '2026-07-14', 'ongoing'),
    event(3, '2026-07-20'),
    event(4, '2026-07-16', 'cancelled'),
    event(5, '2026-07-01', 'completed'),
    event(6, '2026-07-10'),
    event(7, 'not a date'),
  ];

  it('a YYYY-MM-DD date is that calendar day in local time', () => {
    const d = calendarDay('2026-07-14')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 6, 14, 0]);
    expect(calendarDay('soon')).toBeNull();
  });

  it('marks each day with an upcoming or ongoing event once; cancelled and completed ones are not marked', () => {
    expect(eventDays(events).map((d) => d.getDate())).toEqual([10, 14, 20]);
  });

  it("lists a day's events, and none for a day without", () => {
    expect(eventsOn(events, new Date(2026, 6, 14, 15, 30)).map((e) => e.id)).toEqual([1, 2]);
    expect(eventsOn(events, new Date(2026, 6, 16))).toEqual([]);
    expect(eventsOn(events, new Date(2026, 6, 15))).toEqual([]);
  });

  it('the Overview shows the next 3 from today on, soonest first', () => {
    expect(nextEvents(events, new Date(2026, 6, 11, 18)).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(nextEvents(events, new Date(2026, 6, 14, 23)).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(nextEvents(events, new Date(2026, 6, 21))).toEqual([]);
  });
});

import type { Knex } from 'knex';
import { levelOf, NEW_MEMBER } from '../../../shared/levels';
import type { UserAnalytics } from '../../../shared/schemas/analytics';
import { notFound } from '../lib/errors';
import { toIso } from '../lib/time';
import { pointsRepo } from '../points/points.repo';
import { usersRepo } from '../users/users.repo';
import { presentAchievement, presentActivity } from './analytics.present';
import { analyticsRepo } from './analytics.repo';
import { activeDays, streakOf } from './activity-days';

/** The timeline holds the newest activities only. */
export const ACTIVITY_LIMIT = 100;

/**
 * A person's dashboard numbers, all from real data: points and the timeline from the ledger
 * (points.service.ts), projects and articles from the content they submitted that is approved or
 * published, events attended from check-ins (event_attended activities), level by points
 * (shared/levels.ts; 'New Member' while there is no activity at all), days and streak by UTC day.
 */
export async function userAnalytics(db: Knex, userId: number, now: Date = new Date()): Promise<UserAnalytics> {
  const user = await usersRepo.findById(db, userId);
  if (!user) throw notFound('User not found');
  const [totalPoints, times, activities, achievements, projectsJoined, articlesContributed, eventsAttended] = await Promise.all([
    pointsRepo.totalPoints(db, userId),
    pointsRepo.activityTimes(db, userId),
    analyticsRepo.timeline(db, userId, ACTIVITY_LIMIT),
    pointsRepo.achievements(db, userId),
    analyticsRepo.approvedProjects(db, userId),
    analyticsRepo.publishedArticles(db, userId),
    pointsRepo.countOfType(db, userId, 'event_attended'),
  ]);
  const days = activeDays(times);
  return {
    analytics: {
      projectsJoined,
      eventsAttended,
      articlesContributed,
      totalPoints,
      level: times.length ? levelOf(totalPoints).level : NEW_MEMBER,
      joinDate: toIso(user.created_at)!,
      daysActive: days.size,
      streak: streakOf(days, now),
    },
    achievements: achievements.map(presentAchievement),
    activities: activities.map(presentActivity),
  };
}

import { z } from '../zod';
import { isoDate } from './common';

/** The four kinds of entry on a member's timeline (signed-in-areas.md §3 Activity). */
export const ACTIVITY_TYPES = ['project_joined', 'event_attended', 'content_created', 'milestone_reached'] as const;
export const activityType = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityType>;

export const ACHIEVEMENT_CATEGORIES = ['participation', 'contribution', 'leadership', 'impact'] as const;
export const achievementCategory = z.enum(ACHIEVEMENT_CATEGORIES);
export type AchievementCategory = z.infer<typeof achievementCategory>;

/**
 * What a ledger entry records (shared/points.ts: a point rule, or an achievement unlocked), so a
 * client can word it in its reader's language instead of showing the stored English title.
 */
export const ACTIVITY_KINDS = ['projectApproved', 'articlePublished', 'imageApproved', 'registrationConfirmed', 'eventAttended', 'achievement'] as const;
export const activityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKind>;

/** One entry of the points ledger, as the timeline shows it. */
export const activity = z.object({
  id: z.number(),
  type: activityType,
  /** The stored English text (what an API client shows). */
  title: z.string(),
  description: z.string().nullable(),
  /** When it happened (ISO-8601 UTC). */
  date: isoDate,
  points: z.number(),
  /** Issue 14: the parts the title and description are made of; absent for an entry of no known kind. */
  kind: activityKind.optional(),
  /** The item's or event's title as recorded (null when the item had none), or the achievement's key. */
  subject: z.string().nullable().optional(),
  /** The item's or event's Bangla title, when it has one. */
  subjectBn: z.string().nullable().optional(),
  /** Registration and attendance: the event's day (YYYY-MM-DD) and place, while the event exists. */
  eventDate: z.string().optional(),
  eventLocation: z.string().optional(),
  eventLocationBn: z.string().nullable().optional(),
});
export type Activity = z.infer<typeof activity>;

export const achievement = z.object({
  id: z.number(),
  /** A stable name of the achievement (e.g. 'first-project'). */
  key: z.string(),
  /** An emoji. */
  icon: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: achievementCategory,
  /** Bonus points it gave (already counted in totalPoints through its milestone activity). */
  points: z.number(),
  dateEarned: isoDate,
});
export type Achievement = z.infer<typeof achievement>;

/** GET /api/user-analytics/:userId */
export const userAnalytics = z.object({
  analytics: z.object({
    /** Approved (or completed) projects the user submitted. */
    projectsJoined: z.number(),
    /** Events the user was checked in at (0 until check-in exists). */
    eventsAttended: z.number(),
    /** Published articles the user submitted. */
    articlesContributed: z.number(),
    totalPoints: z.number(),
    /** The level name by points (shared/levels.ts); 'New Member' while there is no activity at all. */
    level: z.string(),
    /** The account's createdAt. */
    joinDate: isoDate,
    /** Distinct UTC days with at least one activity. */
    daysActive: z.number(),
    /** Consecutive UTC days with activity, ending today or yesterday (else 0). */
    streak: z.number(),
  }),
  achievements: z.array(achievement),
  /** Newest first, at most 100. */
  activities: z.array(activity),
});
export type UserAnalytics = z.infer<typeof userAnalytics>;

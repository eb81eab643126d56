import type { Achievement, AchievementCategory, Activity, ActivityType } from '../../../shared/schemas/analytics';
import { toIso } from '../lib/time';
import type { AchievementRow, ActivityRow } from '../points/points.repo';

export const presentActivity = (a: ActivityRow): Activity => ({
  id: a.id,
  type: a.type as ActivityType,
  title: a.title,
  description: a.description ?? null,
  date: toIso(a.occurred_at)!,
  points: Number(a.points),
});

export const presentAchievement = (a: AchievementRow): Achievement => ({
  id: a.id,
  key: a.key,
  icon: a.icon,
  title: a.title,
  description: a.description ?? null,
  category: a.category as AchievementCategory,
  points: Number(a.points),
  dateEarned: toIso(a.earned_at)!,
});

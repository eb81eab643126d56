import type { DemoContext } from './demo-context';

/**
 * The demo member's activity history (350 points: level Active Contributor, a 4-day streak
 * ending today) and achievements.
 */
type ActivityType = 'project_joined' | 'event_attended' | 'content_created' | 'milestone_reached';
interface ActivitySpec {
  type: ActivityType;
  title: string;
  description: string;
  points: number;
  days: number;
  ref?: ['project' | 'event' | 'news', string];
}

const ACTIVITIES: ActivitySpec[] = [
  { type: 'milestone_reached', title: 'Became a full member', description: 'Membership application approved.', points: 50, days: -195 },
  { type: 'project_joined', title: 'Joined Green Rangpur: 1,000 Trees', description: 'Signed up as a team leader for the tree drive.', points: 50, days: -150, ref: ['project', 'trees'] },
  { type: 'project_joined', title: 'Joined Solar Lanterns for Char Villages', description: 'Helping with lantern hand-overs on the islands.', points: 50, days: -100, ref: ['project', 'solar'] },
  { type: 'event_attended', title: 'Attended the Tree Plantation Drive', description: 'Led a team of eight at two schools.', points: 30, days: -75, ref: ['event', 'planting'] },
  { type: 'event_attended', title: 'Attended the Career Mentoring Session', description: 'Met a mentor from a recycling company.', points: 30, days: -20, ref: ['event', 'mentoring'] },
  { type: 'content_created', title: 'Published an article', description: 'What Social Business Taught Me About Dignity', points: 40, days: -12, ref: ['news', 'reflection'] },
  { type: 'event_attended', title: 'Attended Financial Literacy Training', description: 'Week two: record keeping.', points: 30, days: -3, ref: ['event', 'finance'] },
  { type: 'content_created', title: 'Submitted a project', description: 'Plastic-Free Teesta Riverbank', points: 30, days: -2, ref: ['project', 'river'] },
  { type: 'content_created', title: 'Submitted an article', description: 'Ideas for a Zero-Waste Campus', points: 20, days: -1, ref: ['news', 'pending'] },
  { type: 'content_created', title: 'Uploaded gallery photos', description: 'Sunrise at the char and the compost corner.', points: 20, days: 0 },
];

export const MEMBER_ACTIVITY_POINTS = ACTIVITIES.reduce((sum, a) => sum + a.points, 0);

const ACHIEVEMENTS = [
  { code: 'first-event', icon: '📅', title: 'First Event', description: 'Attended your first club event.', category: 'participation', points: 10, days: -75 },
  { code: 'tree-planter', icon: '🌳', title: 'Tree Planter', description: 'Helped plant 1,000 trees in one weekend.', category: 'impact', points: 50, days: -75 },
  { code: 'team-leader', icon: '🧭', title: 'Team Leader', description: 'Led a volunteer team of eight or more.', category: 'leadership', points: 40, days: -74 },
  { code: 'first-article', icon: '✍️', title: 'First Article', description: 'Published your first article.', category: 'contribution', points: 25, days: -12 },
];

export async function seedActivity(ctx: DemoContext, refs: Record<'project' | 'event' | 'news', Record<string, number>>): Promise<void> {
  const userId = ctx.users.member;
  await ctx.trx('activities').insert(
    ACTIVITIES.map((a) => ({
      user_id: userId,
      type: a.type,
      title: a.title,
      description: a.description,
      points: a.points,
      ref_type: a.ref ? a.ref[0] : null,
      ref_id: a.ref ? refs[a.ref[0]][a.ref[1]] : null,
      occurred_at: ctx.at(a.days),
    })),
  );
  await ctx.trx('achievements').insert(
    ACHIEVEMENTS.map(({ days, ...a }) => ({ ...a, user_id: userId, date_earned: ctx.at(days) })),
  );
}

import type { AchievementCategory, ActivityType } from './schemas/analytics';

/**
 * What earns points, and the achievements (docs/decisions.md: Points and achievements). The
 * server records each once, in the transaction of the change that earned it; the dashboard may
 * show these to explain them (e.g. the achievements still to earn).
 */
export const POINT_RULES = {
  /** An admin approved a project the member submitted. */
  projectApproved: { type: 'content_created', points: 50, title: 'Project approved' },
  /** An admin published an article the member submitted. */
  articlePublished: { type: 'content_created', points: 30, title: 'Article published' },
  /** An admin approved a photo the member submitted to the gallery. */
  imageApproved: { type: 'content_created', points: 10, title: 'Photo approved' },
  /** An admin confirmed the member's event registration (made while signed in). */
  registrationConfirmed: { type: 'project_joined', points: 10, title: 'Registration confirmed' },
  /** The member was checked in at the event (check-in, issue 13). */
  eventAttended: { type: 'event_attended', points: 25, title: 'Attended' },
} as const satisfies Record<string, { type: ActivityType; points: number; title: string }>;
export type PointRule = keyof typeof POINT_RULES;

export interface AchievementDef {
  icon: string;
  title: string;
  description: string;
  category: AchievementCategory;
  /** Bonus points, recorded as a milestone_reached activity when earned. */
  points: number;
  /** Earned by the first activity of this rule... */
  firstOf?: PointRule;
  /** ...or on reaching this many points. */
  threshold?: number;
}

/** Each is earned once per member. Threshold achievements give no bonus, so they never chain. */
export const ACHIEVEMENTS = {
  'first-project': {
    icon: '🚀',
    title: 'First Project',
    description: 'Your first project was approved.',
    category: 'contribution',
    points: 20,
    firstOf: 'projectApproved',
  },
  storyteller: {
    icon: '✍️',
    title: 'Storyteller',
    description: 'Your first article was published.',
    category: 'contribution',
    points: 20,
    firstOf: 'articlePublished',
  },
  photographer: {
    icon: '📸',
    title: 'Photographer',
    description: 'Your first photo was approved for the gallery.',
    category: 'contribution',
    points: 10,
    firstOf: 'imageApproved',
  },
  'team-player': {
    icon: '🤝',
    title: 'Team Player',
    description: 'Your first event registration was confirmed.',
    category: 'participation',
    points: 10,
    firstOf: 'registrationConfirmed',
  },
  'first-event': {
    icon: '🎟️',
    title: 'First Event',
    description: 'You attended your first club event.',
    category: 'participation',
    points: 10,
    firstOf: 'eventAttended',
  },
  century: { icon: '💯', title: 'Century', description: 'You reached 100 points.', category: 'impact', points: 0, threshold: 100 },
  'community-leader': {
    icon: '🏅',
    title: 'Community Leader',
    description: 'You reached 600 points: the Community Leader level.',
    category: 'leadership',
    points: 0,
    threshold: 600,
  },
  ambassador: {
    icon: '🌍',
    title: 'Ambassador',
    description: 'You reached 1,000 points: the Ambassador level.',
    category: 'impact',
    points: 0,
    threshold: 1000,
  },
} as const satisfies Record<string, AchievementDef>;
export type AchievementKey = keyof typeof ACHIEVEMENTS;

/** The achievement a rule's first activity earns, if any. */
export const firstAchievementOf = (rule: PointRule): AchievementKey | undefined =>
  (Object.keys(ACHIEVEMENTS) as AchievementKey[]).find((k) => (ACHIEVEMENTS[k] as AchievementDef).firstOf === rule);

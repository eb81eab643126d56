import { POINT_RULES, type PointRule } from '../../../shared/points';
import type { Achievement, AchievementCategory, Activity, ActivityKind, ActivityType } from '../../../shared/schemas/analytics';
import { toIso } from '../lib/time';
import type { AchievementRow, ActivityRow } from '../points/points.repo';
import { CONTENT } from '../points/points.service';
import type { TimelineRow } from './analytics.repo';

type Row = ActivityRow & Partial<Omit<TimelineRow, keyof ActivityRow>>;

const isContent = (t: string): t is keyof typeof CONTENT => Object.hasOwn(CONTENT, t);

/**
 * Registration and attendance entries name their event (source 'event', points.service.ts);
 * 'registration' is the source they had before points were kept per event (a registration since
 * deleted, which the migration could not place): still the same rules.
 */
const EVENT_SOURCES = new Set(['event', 'registration']);

/** The point rule that recorded an entry (points.service.ts), from its source and type. */
function ruleOf(a: Row): PointRule | undefined {
  const rule: PointRule | undefined = isContent(a.source_type)
    ? CONTENT[a.source_type].rule
    : EVENT_SOURCES.has(a.source_type)
      ? a.type === 'event_attended'
        ? 'eventAttended'
        : 'registrationConfirmed'
      : undefined;
  return rule && POINT_RULES[rule].type === a.type ? rule : undefined;
}

/**
 * Issue 14: what the entry's English title and description are made of, so a client words them
 * in its reader's language: the kind, the subject (the title after the rule's prefix, null for
 * an untitled item; an achievement's key), the Bangla title, and the event of a registration or attendance.
 */
function parts(a: Row): Partial<Activity> {
  if (a.source_type === 'achievement') return a.achievement_key ? { kind: 'achievement', subject: a.achievement_key } : {};
  const rule = ruleOf(a);
  const prefix = rule && `${POINT_RULES[rule].title}: `;
  if (!rule || !prefix || !a.title.startsWith(prefix)) return {};
  const subject = a.title.slice(prefix.length);
  const out: Partial<Activity> = {
    kind: rule satisfies ActivityKind,
    subject: isContent(a.source_type) && subject === CONTENT[a.source_type].untitled ? null : subject,
  };
  if (a.subject_bn) out.subjectBn = a.subject_bn;
  if (a.source_type === 'event' && a.event_date != null && a.event_location != null) {
    Object.assign(out, { eventDate: a.event_date, eventLocation: a.event_location, eventLocationBn: a.event_location_bn ?? null });
  }
  return out;
}

export const presentActivity = (a: Row): Activity => ({
  id: a.id,
  type: a.type as ActivityType,
  title: a.title,
  description: a.description ?? null,
  date: toIso(a.occurred_at)!,
  points: Number(a.points),
  ...parts(a),
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

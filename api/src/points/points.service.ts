import type { Knex } from 'knex';
import { ACHIEVEMENTS, type AchievementDef, type AchievementKey, firstAchievementOf, POINT_RULES, type PointRule } from '../../../shared/points';
import { nowIso } from '../lib/time';
import { pointsRepo } from './points.repo';

/**
 * The points ledger's rules (shared/points.ts has the table). Each function records what one
 * change earned, and must run in that change's transaction (the `db` given is it), so the change
 * and its points commit together or not at all. Each thing is recorded once: the ledger's unique
 * keys make a repeat (a replayed request, a second approval, the backfill running again) a no-op.
 */

/** What an approved project, article or photo carries for the ledger (no title: named 'Untitled ...'). */
export interface ContentItem {
  id: number;
  title?: string | null;
  created_by: number | null;
}

const clip = (s: string, max = 300) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Earns an achievement once: the achievement row and its milestone activity (with the bonus). */
async function earn(db: Knex, userId: number, key: AchievementKey, at: string): Promise<void> {
  const def: AchievementDef = ACHIEVEMENTS[key];
  const id = await pointsRepo.insertAchievement(db, {
    user_id: userId,
    key,
    icon: def.icon,
    title: def.title,
    description: def.description,
    category: def.category,
    points: def.points,
    earned_at: at,
  });
  if (id === undefined) return;
  await pointsRepo.insertActivity(db, {
    user_id: userId,
    type: 'milestone_reached',
    title: clip(`Achievement unlocked: ${def.title}`),
    description: def.description,
    points: def.points,
    source_type: 'achievement',
    source_id: id,
    occurred_at: at,
  });
}

const THRESHOLDS = (Object.keys(ACHIEVEMENTS) as AchievementKey[])
  .map((key) => ({ key, threshold: (ACHIEVEMENTS[key] as AchievementDef).threshold }))
  .filter((a): a is { key: AchievementKey; threshold: number } => a.threshold !== undefined);

/**
 * Records one activity of a rule (once per user, rule type and source); when it is new, the
 * rule's "first" achievement and any points threshold reached. Answers whether it was new.
 */
async function award(
  db: Knex,
  userId: number,
  rule: PointRule,
  source: { type: string; id: number },
  text: { title: string; description: string | null },
  at: string,
): Promise<boolean> {
  const r = POINT_RULES[rule];
  const fresh = await pointsRepo.insertActivity(db, {
    user_id: userId,
    type: r.type,
    title: clip(text.title),
    description: text.description,
    points: r.points,
    source_type: source.type,
    source_id: source.id,
    occurred_at: at,
  });
  if (!fresh) return false;
  const first = firstAchievementOf(rule);
  if (first) await earn(db, userId, first, at);
  const total = await pointsRepo.totalPoints(db, userId);
  for (const t of THRESHOLDS) if (total >= t.threshold) await earn(db, userId, t.key, at);
  return true;
}

/** What an approved item of each kind (its source_type in the ledger) earns its author, and how the timeline names it. */
export const CONTENT = {
  project: { rule: 'projectApproved', untitled: 'Untitled project', description: 'Approved and shown on the projects page.' },
  news: { rule: 'articlePublished', untitled: 'Untitled article', description: 'Published on the news page.' },
  gallery: { rule: 'imageApproved', untitled: 'Untitled photo', description: 'Shown in the gallery.' },
} as const satisfies Record<string, { rule: PointRule; untitled: string; description: string }>;

async function recordContent(db: Knex, kind: keyof typeof CONTENT, item: ContentItem, at: string): Promise<boolean> {
  if (item.created_by == null) return false;
  const { rule, untitled, description } = CONTENT[kind];
  const title = `${POINT_RULES[rule].title}: ${item.title?.trim() || untitled}`;
  return award(db, item.created_by, rule, { type: kind, id: item.id }, { title, description }, at);
}

/** An admin approved a project: 50 points to its author. */
export const recordProjectApproved = (db: Knex, item: ContentItem, at: string = nowIso()) => recordContent(db, 'project', item, at);

/** An admin published an article: 30 points to its author. */
export const recordArticlePublished = (db: Knex, item: ContentItem, at: string = nowIso()) => recordContent(db, 'news', item, at);

/** An admin approved a gallery photo: 10 points to its author. */
export const recordImageApproved = (db: Knex, item: ContentItem, at: string = nowIso()) => recordContent(db, 'gallery', item, at);

const whereAndWhen = (r: { event_date: string; event_location: string }) => `${r.event_date} · ${r.event_location}`;

/**
 * Points for taking part belong to the person, once per event, whatever happens to their
 * registrations: the ledger keys them by the event (source 'event'), so cancelling and
 * registering again, or a second registration under another e-mail, earns nothing more.
 */
const eventSource = (r: { event_id: number }) => ({ type: 'event', id: Number(r.event_id) });

/**
 * An admin confirmed a registration (or it was confirmed at once, or by a waitlist promotion):
 * 10 points (type project_joined) to the account it was made from, once per event. A
 * registration made by a visitor (no account) earns nothing.
 */
export async function recordRegistrationConfirmed(db: Knex, registrationId: number, at: string = nowIso()): Promise<boolean> {
  const r = await pointsRepo.registrationWithEvent(db, registrationId);
  if (!r || r.user_id == null || r.status !== 'confirmed') return false;
  const title = `${POINT_RULES.registrationConfirmed.title}: ${r.event_title}`;
  return award(db, r.user_id, 'registrationConfirmed', eventSource(r), { title, description: whereAndWhen(r) }, at);
}

/**
 * The person was checked in at the event (called in the check-in's transaction): 25 points (type
 * event_attended) to the account the registration was made from, once per person and event, and
 * only for a confirmed registration (a pending ticket is let in, but counts once confirmed:
 * recordAttendanceOnConfirm). Answers whether it was new.
 */
export async function recordAttendance(db: Knex, registrationId: number, at: string = nowIso()): Promise<boolean> {
  const r = await pointsRepo.registrationWithEvent(db, registrationId);
  if (!r || r.user_id == null || r.status !== 'confirmed') return false;
  const title = `${POINT_RULES.eventAttended.title}: ${r.event_title}`;
  return award(db, r.user_id, 'eventAttended', eventSource(r), { title, description: whereAndWhen(r) }, at);
}

/**
 * A registration was just confirmed: if its ticket was already checked in (let in while
 * pending), the attendance counts now, dated by the check-in. Kept apart from
 * recordRegistrationConfirmed, which the ledger's backfill also runs before check-ins existed.
 */
export async function recordAttendanceOnConfirm(db: Knex, registrationId: number): Promise<boolean> {
  const at = await pointsRepo.checkedInAt(db, registrationId);
  return at ? recordAttendance(db, registrationId, at) : false;
}

import type { Knex } from 'knex';
import { toIso } from '../lib/time';
import { pointsRepo } from './points.repo';
import { recordArticlePublished, recordImageApproved, recordProjectApproved, recordRegistrationConfirmed } from './points.service';

/**
 * Fills the ledger from what already happened, in the order it happened (so "first" achievements
 * and thresholds are dated right), through the same rules as the live app: approved (or
 * completed) projects, published articles, approved photos, confirmed registrations. Each is
 * recorded once, so running it again changes nothing. Used by the ledger's migration and by the
 * demo seed. Answers how many new activities it recorded (achievements' milestones not counted).
 */
export async function backfillLedger(db: Knex): Promise<number> {
  const steps: Array<{ at: string; order: number; run: (at: string) => Promise<boolean> }> = [];
  for (const p of await pointsRepo.approvedProjects(db)) steps.push({ at: toIso(p.at)!, order: 0, run: (at) => recordProjectApproved(db, p, at) });
  for (const a of await pointsRepo.publishedArticles(db)) steps.push({ at: toIso(a.at)!, order: 1, run: (at) => recordArticlePublished(db, a, at) });
  for (const g of await pointsRepo.approvedImages(db)) steps.push({ at: toIso(g.at)!, order: 2, run: (at) => recordImageApproved(db, g, at) });
  for (const r of await pointsRepo.confirmedRegistrations(db))
    steps.push({ at: toIso(r.at)!, order: 3, run: (at) => recordRegistrationConfirmed(db, r.id, at) });
  steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  let recorded = 0;
  for (const s of steps) if (await s.run(s.at)) recorded++;
  return recorded;
}

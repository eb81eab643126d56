import { backfillLedger } from '../src/points/points.backfill';
import type { DemoContext } from './demo-context';

/**
 * Points, activities and achievements of the demo accounts, recorded through the app's own rules
 * (points.service.ts) from the demo content, each dated when it happened: no numbers written by
 * hand. The member account (Nusrat) gets, in order: the tree drive registration confirmed (+10,
 * Team Player +10), two photos approved (+10, Photographer +10, +10), her article published (+30,
 * Storyteller +20, then Century at 100), the pitch registration confirmed yesterday (+10) and the
 * compost project approved today (+50, First Project +20): 180 points, Active Member, a 2-day
 * streak.
 */
export const MEMBER_ACTIVITY_POINTS = 180;

export async function seedActivity(ctx: DemoContext): Promise<void> {
  await backfillLedger(ctx.trx);
}

import type { Knex } from 'knex';
import type { Reports } from '../../../shared/schemas/reports';
import { checkinsRepo } from '../checkins/checkins.repo';
import { toIso } from '../lib/time';
import { reportsRepo } from './reports.repo';

/** The last `n` months, oldest first, as 'YYYY-MM' (UTC). */
export function lastMonths(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1)).toISOString().slice(0, 7));
}

const APPROVED: Record<'project' | 'news' | 'gallery', string[]> = { project: ['approved', 'completed'], news: ['published'], gallery: ['approved'] };
const TABLE = { project: 'projects', news: 'news', gallery: 'gallery' } as const;

/** The figures of the admin reports (shared/schemas/reports.ts says what each counts). */
export async function buildReports(db: Knex, now = new Date()): Promise<Reports> {
  const months = lastMonths(12, now);
  const [events, attended, users, ...statuses] = await Promise.all([
    reportsRepo.registrationsPerEvent(db),
    checkinsRepo.attendedPerEvent(db),
    reportsRepo.usersSince(db, `${months[0]}-01T00:00:00.000Z`),
    ...(['project', 'news', 'gallery'] as const).map((type) => reportsRepo.statusCounts(db, TABLE[type])),
  ]);

  const perMonth = new Map(months.map((month) => [month, { month, applicants: 0, members: 0 }]));
  for (const u of users) {
    const applied = toIso(u.applied_at)?.slice(0, 7);
    if (applied && perMonth.has(applied)) perMonth.get(applied)!.applicants++;
    const joined = toIso(u.approved_at ?? u.created_at)?.slice(0, 7);
    if (u.role === 'member' && joined && perMonth.has(joined)) perMonth.get(joined)!.members++;
  }

  return {
    registrationsPerEvent: events.map((e) => ({
      eventId: e.id,
      title: e.title,
      date: e.date,
      maxParticipants: e.max_participants == null ? null : Number(e.max_participants),
      registrations: e.n,
      attended: attended.get(Number(e.id)) ?? 0,
    })),
    membersPerMonth: [...perMonth.values()],
    content: (['project', 'news', 'gallery'] as const).map((type, i) => {
      const byStatus = statuses[i] as Record<string, number>;
      return {
        type,
        submitted: Object.values(byStatus).reduce((a, b) => a + b, 0),
        approved: APPROVED[type].reduce((a, s) => a + (byStatus[s] ?? 0), 0),
      };
    }),
  };
}

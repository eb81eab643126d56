import { z } from '../zod';

/**
 * GET /api/reports (admin).
 * - registrationsPerEvent: every event, by date; registrations are the active ones (not
 *   cancelled); attended counts the people checked in at the door (a scan not undone; any status).
 * - membersPerMonth: the last 12 months, oldest first ('YYYY-MM', UTC): applicants are
 *   applications received that month (appliedAt), members the accounts with role member approved
 *   that month (approvedAt, else createdAt).
 * - content: per type, everything submitted (any status) and what was approved (projects approved
 *   or completed, news published, gallery approved).
 */
export const reports = z.object({
  registrationsPerEvent: z.array(
    z.object({
      eventId: z.number(),
      title: z.string(),
      date: z.string(),
      maxParticipants: z.number().nullable(),
      registrations: z.number(),
      attended: z.number(),
    }),
  ),
  membersPerMonth: z.array(z.object({ month: z.string(), applicants: z.number(), members: z.number() })),
  content: z.array(z.object({ type: z.enum(['project', 'news', 'gallery']), submitted: z.number(), approved: z.number() })),
});
export type Reports = z.infer<typeof reports>;

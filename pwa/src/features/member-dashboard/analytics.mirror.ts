/**
 * The member's analytics (points, level, streak, achievements, timeline) with the position on
 * their team profile, as last loaded, kept on the device for them (lib/own-mirror.ts): shown
 * offline with its time. Loaded again when a project, article, photo or profile edit leaves the outbox.
 */
import { z } from '@shared/zod';
import { analyticsApi } from '@shared/api/analytics';
import { ownMirror, type OwnMirror } from '@/lib/own-mirror';
import { fetchAnalytics } from './api/fetch-analytics';
import { fetchPosition } from './api/fetch-position';

const memberAnalytics = z.object({
  value: analyticsApi.user.output,
  /** The team profile's position, null without one. */
  position: z.string().nullable(),
});
export type MemberAnalyticsCopy = z.infer<typeof memberAnalytics>;

async function loadAnalytics(userId: number): Promise<MemberAnalyticsCopy> {
  const [value, position] = await Promise.all([
    fetchAnalytics(userId),
    // A profile that cannot be read does not hold the analytics back: the last position stays.
    fetchPosition(userId).catch(async () => (await analyticsMirror.read(userId))?.value.position ?? null),
  ]);
  return { value, position };
}

export const analyticsMirror: OwnMirror<MemberAnalyticsCopy, number> = ownMirror({
  key: 'member:analytics',
  load: loadAnalytics,
  parse: (v) => memberAnalytics.parse(v),
  // Submissions earn points; a profile edit may change the position.
  refreshOn: ['analytics'],
  // Kept before as { userId, loadedAt, value, position }.
  legacy: (row) => ('value' in row ? { value: row.value, position: row.position ?? null } : undefined),
});

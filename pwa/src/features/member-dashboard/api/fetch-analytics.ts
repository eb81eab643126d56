import { userAnalytics, type UserAnalytics } from '@shared/schemas/analytics';
import { api } from '@/lib/api-client';

/** GET /api/user-analytics/:userId: points, level, streak, achievements and timeline, parsed (not trusted). */
export async function fetchAnalytics(userId: number): Promise<UserAnalytics> {
  return userAnalytics.parse(await api<unknown>(`/api/user-analytics/${userId}`));
}

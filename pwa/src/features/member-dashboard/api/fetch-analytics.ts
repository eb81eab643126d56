import type { UserAnalytics } from '@shared/schemas/analytics';
import { analyticsApi } from '@shared/api/analytics';
import { call } from '@/lib/api-client';

/** A person's points, level, streak, achievements and timeline, parsed by the contract (not trusted). */
export function fetchAnalytics(userId: number): Promise<UserAnalytics> {
  return call(analyticsApi.user, { params: { userId } });
}

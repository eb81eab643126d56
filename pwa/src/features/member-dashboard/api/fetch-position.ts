import { membersApi } from '@shared/api/members';
import { ApiError, call } from '@/lib/api-client';

/** The position on the member's team profile; null without a profile (404) or a position. */
export async function fetchPosition(userId: number): Promise<string | null> {
  try {
    const profile = await call(membersApi.ownProfile, { params: { userId } });
    return profile.position?.trim() || null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

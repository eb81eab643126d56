import type { OwnProfile } from '@shared/schemas/members';
import { membersApi } from '@shared/api/members';
import { ApiError, call } from '@/lib/api-client';

/**
 * The member's own profile as they last saved it (a pending edit shown in place) with its
 * reviewStatus and changes; null when they have no team profile yet (404). Offline it rejects.
 */
export async function fetchOwnProfile(userId: number): Promise<OwnProfile | null> {
  try {
    return await call(membersApi.ownProfile, { params: { userId } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

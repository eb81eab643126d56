import type { OwnProfile } from '@shared/schemas/members';
import { api, ApiError } from '@/lib/api-client';

/** The position on the member's team profile (GET /api/member-profile/user/:userId); null without a profile or a position. */
export async function fetchPosition(userId: number): Promise<string | null> {
  try {
    const profile = await api<Partial<OwnProfile> | null>(`/api/member-profile/user/${userId}`);
    return profile?.position?.trim() || null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

import { ownProfile, type OwnProfile } from '@shared/schemas/members';
import { api, ApiError } from '@/lib/api-client';
import { profileUrl } from './profile-url';

/**
 * The member's own profile as they last saved it (a pending edit shown in place) with its
 * reviewStatus and changes; null when they have no team profile yet (404). Offline it rejects.
 */
export async function fetchOwnProfile(userId: number): Promise<OwnProfile | null> {
  try {
    return ownProfile.parse(await api(profileUrl(userId)));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

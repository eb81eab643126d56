import { ownProfile, type MemberProfileInput, type OwnProfile } from '@shared/schemas/members';
import { submitWrite } from '@/lib/outbox';

export type SaveResult = { state: 'sent'; profile: OwnProfile | null } | { state: 'queued' };

/**
 * PUT /api/member-profile/user/:userId through the outbox: sent at once when online (the answer
 * is `{ message, profile }`), kept and sent later when offline. A refusal (4xx) rejects with the
 * ApiError, its `fields` naming the inputs.
 */
export async function saveOwnProfile(userId: number, body: MemberProfileInput): Promise<SaveResult> {
  const result = await submitWrite('profile.update', { userId, profile: body });
  if (result.state === 'queued') return result;
  const parsed = ownProfile.safeParse((result.response as { profile?: unknown } | undefined)?.profile);
  return { state: 'sent', profile: parsed.success ? parsed.data : null };
}

/**
 * The member's own team profile as last loaded (null: the server said they have none yet), kept
 * on the device for them (lib/own-mirror.ts) so Edit Profile opens filled in offline. Loaded
 * again when a queued save leaves the outbox.
 */
import { membersApi } from '@shared/api/members';
import { ownMirror } from '@/lib/own-mirror';
import { fetchOwnProfile } from './api/fetch-own-profile';

const profileOrNone = membersApi.ownProfile.output.nullable();

export const profileMirror = ownMirror({
  key: 'member:profile',
  load: fetchOwnProfile,
  parse: (v) => profileOrNone.parse(v),
  refreshOn: ['profile'],
  // Kept before as { userId, value } (value null: no profile yet).
  legacy: (row) => row.value,
});

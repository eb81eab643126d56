/**
 * The member's own team profile (profile.mirror.ts) as Edit Profile uses it: from the device at
 * once (filled in offline), with a save still waiting in the outbox. On a shared phone one
 * person's profile is never shown to the next.
 */
import { useMemo } from 'react';
import type { MemberProfileInput, OwnProfile } from '@shared/schemas/members';
import { refreshMirroredList } from '@/lib/mirror';
import { useAfterWrites } from '@/lib/own-mirror';
import { useQueued } from '@/lib/use-outbox';
import { profileMirror } from './profile.mirror';

/** Keeps the profile the server has just answered (null: none yet), before the next refresh. */
export const rememberProfile = (userId: number, value: OwnProfile | null) => profileMirror.keep(userId, value);

/** Re-reads the profile from the server; offline or on failure the stored one stays. */
export async function refreshOwnProfile(userId: number): Promise<void> {
  await profileMirror.refresh(userId);
}

export interface OwnProfileState {
  /** False while the device is read, and while nothing was ever loaded for this user. */
  known: boolean;
  /** The profile as last loaded (null: none yet). */
  profile: OwnProfile | null;
  /** A save made on this device that waits to be sent (the newest), else null. */
  queued: MemberProfileInput | null;
  /** True while the device is being read. */
  reading: boolean;
}

// The team list shows the profile too; it watches no outbox itself.
const refreshMembersList = () => void refreshMirroredList('members');

/** The member's own profile from the device, refreshed from the server once per mount and after a queued save. */
export function useOwnProfile(userId: number): OwnProfileState {
  const { stored } = profileMirror.use(userId);
  useAfterWrites(['members'], refreshMembersList);
  const mine = useQueued('profile.update', (m, i) => m?.userId === userId && i.userKey === String(userId));
  const queued = (mine.at(-1)?.body as MemberProfileInput | undefined) ?? null;
  return useMemo(() => ({ known: Boolean(stored), profile: stored?.value ?? null, queued, reading: stored === undefined }), [stored, queued]);
}

/**
 * The member's own team profile, kept in Dexie's `me` table (key 'member:profile', value
 * `{ userId, value }`) so Edit Profile opens filled in offline. The row names its user: on a
 * shared phone one person's profile is never shown to the next. Refreshed from the server when
 * asked, after a save, and when a queued save has left the outbox.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MemberProfileInput, OwnProfile } from '@shared/schemas/members';
import { db } from '@/lib/db';
import { refreshMirroredList } from '@/lib/mirror';
import { useQueued } from '@/lib/use-outbox';
import { fetchOwnProfile } from './api/fetch-own-profile';

export const PROFILE_KEY = 'member:profile';

interface Owned {
  userId: number;
  /** null: the server said this member has no team profile yet. */
  value: OwnProfile | null;
}

/** What the device holds: `undefined` when nothing was loaded for this user yet. */
async function read(userId: number): Promise<{ value: OwnProfile | null } | undefined> {
  const row = (await db.me.get(PROFILE_KEY))?.value as Owned | undefined;
  return row && row.userId === userId ? { value: row.value } : undefined;
}

export const rememberProfile = (userId: number, value: OwnProfile | null) => db.me.put({ key: PROFILE_KEY, value: { userId, value } satisfies Owned });

/** Re-reads the profile from the server; offline or on failure the stored one stays. */
export async function refreshOwnProfile(userId: number): Promise<void> {
  try {
    await rememberProfile(userId, await fetchOwnProfile(userId));
  } catch {
    /* offline or refused: keep what the device has */
  }
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

/** The member's own profile from the device, refreshed from the server once per mount. */
export function useOwnProfile(userId: number): OwnProfileState {
  useEffect(() => {
    void refreshOwnProfile(userId);
  }, [userId]);
  const stored = useLiveQuery(() => read(userId).then((r) => r ?? null), [userId]);
  const mine = useQueued('profile.update', (m, i) => m?.userId === userId && i.userKey === String(userId));

  // A queued save left the outbox (delivered or refused): ask the server how the profile stands now.
  const before = useRef(mine.length);
  useEffect(() => {
    if (mine.length < before.current) {
      void refreshOwnProfile(userId);
      void refreshMirroredList('members');
    }
    before.current = mine.length;
  }, [mine.length, userId]);

  const queued = (mine.at(-1)?.body as MemberProfileInput | undefined) ?? null;
  return useMemo(() => ({ known: Boolean(stored), profile: stored?.value ?? null, queued, reading: stored === undefined }), [stored, queued]);
}

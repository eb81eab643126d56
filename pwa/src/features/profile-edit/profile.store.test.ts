import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { offlineDeviceForEachTest } from '@/test/fixtures/offline-device';
import { profile } from './__tests__/fixtures';
import { useOwnProfile } from './profile.store';

offlineDeviceForEachTest();

describe('own profile on the device', () => {
  it('offline, shows the profile an earlier version kept ({ userId, value }) to its user only', async () => {
    await db.me.put({ key: 'member:profile', value: { userId: 3, value: profile({ bio: 'Kept on the phone' }) } });
    const { result } = renderHook(() => useOwnProfile(3));
    await waitFor(() => expect(result.current.profile?.bio).toBe('Kept on the phone'));
    expect(result.current).toMatchObject({ known: true, reading: false, queued: null });

    const other = renderHook(() => useOwnProfile(99));
    await waitFor(() => expect(other.result.current.reading).toBe(false));
    expect(other.result.current).toMatchObject({ known: false, profile: null });
  });

  it("keeps 'no profile yet' as kept before apart from 'never loaded'", async () => {
    await db.me.put({ key: 'member:profile', value: { userId: 3, value: null } });
    const { result } = renderHook(() => useOwnProfile(3));
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(result.current).toMatchObject({ known: true, profile: null });
  });
});

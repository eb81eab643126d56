import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { offlineDeviceForEachTest } from '@/test/fixtures/offline-device';
import { analytics, member } from './__tests__/fixtures';
import { useMemberAnalytics } from './analytics.store';

offlineDeviceForEachTest();

describe('member analytics on the device', () => {
  it('offline, shows the analytics an earlier version kept ({ userId, loadedAt, value, position }), with their time, to their user only', async () => {
    const loadedAt = Date.now() - 3_600_000;
    await db.me.put({ key: 'member:analytics', value: { userId: member.id, loadedAt, value: analytics, position: 'Treasurer' } });
    const { result } = renderHook(() => useMemberAnalytics(member.id));
    await waitFor(() => expect(result.current.outcome).toBe('offline'));
    expect(result.current.data).toEqual({ value: analytics, position: 'Treasurer', loadedAt });
    expect(result.current.isLoading).toBe(false);

    const other = renderHook(() => useMemberAnalytics(99));
    await waitFor(() => expect(other.result.current.outcome).toBe('offline'));
    expect(other.result.current.data).toBeNull();
  });
});

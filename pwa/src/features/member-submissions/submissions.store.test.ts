import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { MySubmission } from '@shared/schemas/submissions';
import { db } from '@/lib/db';
import { offlineDeviceForEachTest } from '@/test/fixtures/offline-device';
import { useMySubmissions } from './submissions.store';

const KEPT: MySubmission[] = [{ kind: 'news', id: 2, title: 'Tree article', status: 'published', imageUrl: null, createdAt: '2026-03-05T10:00:00.000Z' }];

offlineDeviceForEachTest();

describe('my submissions on the device', () => {
  it('offline, shows the list an earlier version kept ({ userId, items }) to its user; another has never loaded one', async () => {
    await db.me.put({ key: 'member:submissions', value: { userId: 5, items: KEPT } });
    const { result } = renderHook(() => useMySubmissions(5));
    await waitFor(() => expect(result.current.sent).toEqual(KEPT));

    const other = renderHook(() => useMySubmissions(6));
    await waitFor(() => expect(other.result.current.sent).toBeNull());
  });
});

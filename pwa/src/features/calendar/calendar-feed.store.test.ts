import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { offlineDeviceForEachTest } from '@/test/fixtures/offline-device';
import { calendarFeedMirror } from './calendar-feed.mirror';
import { useCalendarFeed } from './calendar-feed.store';

const URL = 'https://club.example.org/api/calendar/abcdefghijklmnopqrstuvwxyz0.ics';

offlineDeviceForEachTest();

describe('calendar feed on the device', () => {
  it('offline, shows the address an earlier version kept ({ userId, url, renewSuggested? }) to its user only', async () => {
    await db.me.put({ key: 'calendar:feed', value: { userId: 4, url: URL, renewSuggested: true } });
    const { result } = renderHook(() => useCalendarFeed(4));
    await waitFor(() => expect(result.current).toEqual({ loaded: true, url: URL, renewSuggested: true }));
    expect(await calendarFeedMirror.read(5)).toBeNull();
  });

  it("reads the oldest rows (no renewSuggested), and keeps 'no feed' apart from 'not known'", async () => {
    await db.me.put({ key: 'calendar:feed', value: { userId: 4, url: URL } });
    const { result } = renderHook(() => useCalendarFeed(4));
    await waitFor(() => expect(result.current).toEqual({ loaded: true, url: URL, renewSuggested: false }));

    await db.me.put({ key: 'calendar:feed', value: { userId: 4, url: null } });
    await waitFor(() => expect(result.current).toEqual({ loaded: true, url: null, renewSuggested: false }));
  });
});

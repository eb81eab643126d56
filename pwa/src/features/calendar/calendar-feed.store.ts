/**
 * The signed-in user's calendar feed address, kept in Dexie's `me` table with the user it belongs
 * to (on a shared phone it is never shown to the next person), refreshed from the server once per
 * mount.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db';
import { fetchCalendarFeed } from './api/fetch-calendar-feed';

export const CALENDAR_FEED_KEY = 'calendar:feed';

interface OwnedFeed {
  userId: number;
  url: string | null;
}

/** The stored address: a URL, null (no feed), or undefined when this device does not know yet. */
async function readFeed(userId: number): Promise<string | null | undefined> {
  const row = (await db.me.get(CALENDAR_FEED_KEY))?.value as OwnedFeed | undefined;
  return row && row.userId === userId ? row.url : undefined;
}

export const rememberFeed = (userId: number, url: string | null) => db.me.put({ key: CALENDAR_FEED_KEY, value: { userId, url } satisfies OwnedFeed });

/** Re-reads the address from the server; offline or on failure the stored one stays. */
export async function refreshFeed(userId: number): Promise<void> {
  try {
    await rememberFeed(userId, await fetchCalendarFeed());
  } catch {
    /* kept as it was */
  }
}

/** `{ loaded: false }` while the device is read and nothing is known yet. */
export function useCalendarFeed(userId: number | null): { loaded: boolean; url: string | null } {
  useEffect(() => {
    if (userId != null) void refreshFeed(userId);
  }, [userId]);
  const stored = useLiveQuery(async () => {
    if (userId == null) return null;
    const url = await readFeed(userId);
    return url === undefined ? 'unknown' : url;
  }, [userId]);
  return stored === undefined || stored === 'unknown' ? { loaded: false, url: null } : { loaded: true, url: stored };
}

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
  /** Made before the user signed out everywhere or changed their password (absent in rows stored before it existed). */
  renewSuggested?: boolean;
}

export interface FeedState {
  loaded: boolean;
  url: string | null;
  renewSuggested: boolean;
}

/** The stored feed of this user, or undefined when this device does not know it yet. */
async function readFeed(userId: number): Promise<OwnedFeed | undefined> {
  const row = (await db.me.get(CALENDAR_FEED_KEY))?.value as OwnedFeed | undefined;
  return row && row.userId === userId ? row : undefined;
}

/** Keeps the address (null: no feed); one the user has just made needs no renewing. */
export const rememberFeed = (userId: number, url: string | null, renewSuggested = false) =>
  db.me.put({ key: CALENDAR_FEED_KEY, value: { userId, url, renewSuggested } satisfies OwnedFeed });

/** Re-reads the address from the server; offline or on failure the stored one stays. */
export async function refreshFeed(userId: number): Promise<void> {
  try {
    const feed = await fetchCalendarFeed();
    await rememberFeed(userId, feed.url, feed.renewSuggested);
  } catch {
    /* kept as it was */
  }
}

/** `{ loaded: false }` while the device is read and nothing is known yet. */
export function useCalendarFeed(userId: number | null): FeedState {
  useEffect(() => {
    if (userId != null) void refreshFeed(userId);
  }, [userId]);
  const stored = useLiveQuery(async () => (userId == null ? null : ((await readFeed(userId)) ?? 'unknown')), [userId]);
  if (stored === undefined || stored === 'unknown') return { loaded: false, url: null, renewSuggested: false };
  return { loaded: true, url: stored?.url ?? null, renewSuggested: Boolean(stored?.url && stored.renewSuggested) };
}

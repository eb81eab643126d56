/**
 * The member's analytics (points, level, streak, achievements, timeline) and the position on
 * their team profile, as last loaded, kept in Dexie's `me` table under 'member:analytics' with
 * the user it belongs to: shown offline with its time, and never to the next person who signs
 * in on the same phone. Refreshed on each visit and whenever a project, article or photo the
 * member wrote leaves the outbox.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserAnalytics } from '@shared/schemas/analytics';
import { NetworkError } from '@/lib/api-client';
import { db } from '@/lib/db';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { useWaitingFor } from '@/lib/use-outbox';
import { fetchAnalytics } from './api/fetch-analytics';
import { fetchPosition } from './api/fetch-position';

export const ANALYTICS_KEY = 'member:analytics';

export interface StoredAnalytics {
  userId: number;
  /** Epoch ms of the answer. */
  loadedAt: number;
  value: UserAnalytics;
  /** The team profile's position, null without one. */
  position: string | null;
}

async function stored(userId: number): Promise<StoredAnalytics | null> {
  const row = (await db.me.get(ANALYTICS_KEY))?.value as StoredAnalytics | undefined;
  return row && row.userId === userId ? row : null;
}

export type RefreshOutcome = 'ok' | 'offline' | 'error';

/** Loads the analytics (and position) again and stores them; offline or on failure what is stored stays. Never throws. */
export async function refreshMemberAnalytics(userId: number): Promise<RefreshOutcome> {
  try {
    const [value, position] = await Promise.all([
      fetchAnalytics(userId),
      // A profile that cannot be read does not hold the analytics back: the last position stays.
      fetchPosition(userId).catch(async () => (await stored(userId))?.position ?? null),
    ]);
    reportNetworkSuccess();
    await db.me.put({ key: ANALYTICS_KEY, value: { userId, loadedAt: Date.now(), value, position } satisfies StoredAnalytics });
    return 'ok';
  } catch (err) {
    if (err instanceof NetworkError) {
      reportNetworkFailure();
      return 'offline';
    }
    console.error('Loading the member analytics failed', err);
    return 'error';
  }
}

export interface MemberAnalytics {
  /** What was last loaded for this user (null: nothing yet). */
  data: StoredAnalytics | null;
  /** Nothing stored yet and the first load is running. */
  isLoading: boolean;
  /** The last refresh did not reach the server or failed. */
  outcome: RefreshOutcome | 'loading';
  reload: () => void;
}

/** The signed-in member's analytics: from the device at once, refreshed on mount and after a submission is delivered. */
export function useMemberAnalytics(userId: number | null): MemberAnalytics {
  const row = useLiveQuery(() => (userId === null ? null : stored(userId)), [userId]);
  const [outcome, setOutcome] = useState<RefreshOutcome | 'loading'>('loading');

  const reload = useCallback(() => {
    if (userId === null) return;
    setOutcome('loading');
    void refreshMemberAnalytics(userId).then(setOutcome);
  }, [userId]);
  useEffect(reload, [reload]);

  // A queued project, article, photo or profile edit left the outbox (delivered or refused): ask again.
  // (The writes that affect 'analytics' in lib/writes.ts: submissions, and the profile for the position.)
  const waiting = useWaitingFor('analytics');
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) reload();
    before.current = waiting;
  }, [waiting, reload]);

  const data = row ?? null;
  return { data, isLoading: row === undefined || (data === null && outcome === 'loading'), outcome, reload };
}

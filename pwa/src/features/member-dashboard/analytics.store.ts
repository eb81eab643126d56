/**
 * The member's analytics and position (analytics.mirror.ts) as the dashboard shows them: from
 * the device at once, with its time, and how the last load went.
 */
import { useMemo } from 'react';
import type { Outcome } from '@/lib/own-mirror';
import { analyticsMirror, type MemberAnalyticsCopy } from './analytics.mirror';

export interface StoredAnalytics extends MemberAnalyticsCopy {
  /** Epoch ms of the answer. */
  loadedAt: number;
}

/** Loads the analytics (and position) again and stores them; offline or on failure what is stored stays. Never throws. */
export const refreshMemberAnalytics = (userId: number) => analyticsMirror.refresh(userId);

export interface MemberAnalytics {
  /** What was last loaded for this user (null: nothing yet). */
  data: StoredAnalytics | null;
  /** Nothing stored yet and the first load is running. */
  isLoading: boolean;
  /** The last refresh did not reach the server or failed. */
  outcome: Outcome;
  /** This phone never loaded them for this member and the last load failed: 'Not on this phone yet', never zeros. */
  neverLoaded: boolean;
  reload: () => void;
}

/** The signed-in member's analytics: from the device at once, refreshed on mount and after a submission is delivered. */
export function useMemberAnalytics(userId: number | null): MemberAnalytics {
  const { stored, outcome, neverLoaded, reload } = analyticsMirror.use(userId ?? undefined);
  // Every copy has its time (rows kept before the mirror had one too): the offline note shows it.
  const data = useMemo(() => (stored?.loadedAt != null ? { ...stored.value, loadedAt: stored.loadedAt } : null), [stored]);
  return { data, isLoading: stored === undefined || (data === null && outcome === 'loading'), outcome, neverLoaded, reload };
}

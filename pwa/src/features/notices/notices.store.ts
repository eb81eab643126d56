/**
 * The notice banner's state: the mirrored notices (GET /api/notices?active=true), the ids
 * dismissed on this device (localStorage 'dismissedNotices') and the notice on show.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '@shared/schemas/notices';
import { useAuth } from '@/lib/auth';
import { refreshMirroredList, useMirroredList } from '@/lib/mirror';
import { addDismissed, clampIndex, DISMISSED_KEY, indexAfterDismiss, parseDismissed, stepIndex, visibleNotices } from './notice-selection';

function readDismissed(): number[] {
  try {
    return parseDismissed(localStorage.getItem(DISMISSED_KEY));
  } catch {
    return []; // storage blocked (private mode): nothing was dismissed
  }
}

function writeDismissed(ids: number[]): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // storage full or blocked: the notice is hidden for this visit only
  }
}

/** Re-checks the date windows once a minute, so a notice ends while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface NoticeBannerState {
  /** The device copy is still being read (or, with none, the first fetch is running). */
  isLoading: boolean;
  notice: Notice | null;
  /** 0-based position of the notice on show. */
  index: number;
  total: number;
  next: () => void;
  previous: () => void;
  /** Hides the notice on show for good (only for dismissible notices). */
  dismiss: () => void;
}

/** Notices depend on the audience: fetch again when someone signs in or out without a page load. */
function useRefreshOnUserChange(): void {
  const { user, isLoading } = useAuth();
  const userId = isLoading ? undefined : (user?.id ?? null);
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (seen.current !== undefined && seen.current !== userId) void refreshMirroredList('notices');
    seen.current = userId;
  }, [userId]);
}

export function useNoticeBanner(): NoticeBannerState {
  const { items, isLoading } = useMirroredList('notices');
  useRefreshOnUserChange();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const [rawIndex, setIndex] = useState(0);
  const now = useNow();
  const notices = visibleNotices(items, dismissed, now);
  const total = notices.length;
  const index = clampIndex(rawIndex, total);
  const notice = notices[index] ?? null;

  const next = useCallback(() => setIndex(stepIndex(index, 1, total)), [index, total]);
  const previous = useCallback(() => setIndex(stepIndex(index, -1, total)), [index, total]);
  const dismiss = useCallback(() => {
    if (!notice?.dismissible) return;
    const ids = addDismissed(readDismissed(), notice.id);
    writeDismissed(ids);
    setDismissed(ids);
    setIndex(indexAfterDismiss(index, total));
  }, [notice, index, total]);

  return { isLoading, notice, index, total, next, previous, dismiss };
}

/**
 * The signed-in member's submissions as the server last told them (GET /api/submissions/mine),
 * kept in Dexie's `me` table under 'member:submissions' with the user's id: shown offline, and
 * never to the next person signing in on the same phone. Refreshed on mount and whenever one of
 * their project, article or image writes leaves the outbox (delivered or refused).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MySubmission } from '@shared/schemas/submissions';
import { db } from '@/lib/db';
import { useOutbox } from '@/lib/use-outbox';
import { fetchMySubmissions } from './api/fetch-my-submissions';
import { waitingSubmissions, type WaitingSubmission } from './waiting-submissions';

export const SUBMISSIONS_KEY = 'member:submissions';

interface Owned {
  userId: number;
  items: MySubmission[];
}

/** The stored list of `userId` (newest first), or null when none is stored for them. */
export async function readMySubmissions(userId: number): Promise<MySubmission[] | null> {
  const row = (await db.me.get(SUBMISSIONS_KEY))?.value as Owned | undefined;
  return row && row.userId === userId ? row.items : null;
}

const newestFirst = (items: MySubmission[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

/** Asks the server again; offline or on failure the stored list stays as it is. */
export async function refreshMySubmissions(userId: number): Promise<void> {
  try {
    const items = await fetchMySubmissions();
    await db.me.put({ key: SUBMISSIONS_KEY, value: { userId, items: newestFirst(items) } satisfies Owned });
  } catch {
    /* kept as it was */
  }
}

export interface MySubmissionsView {
  /** The member's writes still on this device (waiting, sending, or refused), newest first. */
  waiting: WaitingSubmission[];
  /** What the server has, newest first; undefined while the device is read, null if never loaded. */
  sent: MySubmission[] | null | undefined;
}

/** The member's submissions: those still in the outbox first, then the server's. */
export function useMySubmissions(userId: number | null): MySubmissionsView {
  const { items } = useOutbox();
  const sent = useLiveQuery(() => (userId == null ? null : readMySubmissions(userId)), [userId]);
  const waiting = useMemo(() => (userId == null ? [] : waitingSubmissions(items, userId)), [items, userId]);

  useEffect(() => {
    if (userId != null) void refreshMySubmissions(userId);
  }, [userId]);

  // One of their writes left the outbox (or was refused): ask the server what it holds now.
  const open = waiting.filter((w) => w.state !== 'failed').map((w) => w.id);
  const openKey = open.join(',');
  const before = useRef<string[]>(open);
  useEffect(() => {
    const now = openKey ? openKey.split(',') : [];
    if (userId != null && before.current.some((id) => !now.includes(id))) void refreshMySubmissions(userId);
    before.current = now;
  }, [openKey, userId]);

  return { waiting, sent };
}

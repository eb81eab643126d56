/**
 * The signed-in member's submissions: those still in the outbox (waiting-submissions.ts), then
 * the server's as last loaded (submissions.mirror.ts), shown offline and never to the next
 * person signing in on the same phone.
 */
import { useMemo } from 'react';
import type { MySubmission } from '@shared/schemas/submissions';
import { useOutbox } from '@/lib/use-outbox';
import { submissionsMirror } from './submissions.mirror';
import { waitingSubmissions, type WaitingSubmission } from './waiting-submissions';

export interface MySubmissionsView {
  /** The member's writes still on this device (waiting, sending, or refused), newest first. */
  waiting: WaitingSubmission[];
  /** What the server has, newest first; undefined while the device is read, null if never loaded. */
  sent: MySubmission[] | null | undefined;
  /** This phone never loaded the server's and the last load failed: 'Not on this phone yet'. */
  neverLoaded: boolean;
  reload: () => void;
}

/** The member's submissions: those still in the outbox first, then the server's. */
export function useMySubmissions(userId: number | null): MySubmissionsView {
  const { items } = useOutbox();
  const { stored, neverLoaded, reload } = submissionsMirror.use(userId ?? undefined);
  const waiting = useMemo(() => (userId == null ? [] : waitingSubmissions(items, userId)), [items, userId]);
  return { waiting, sent: stored === undefined ? undefined : (stored?.value ?? null), neverLoaded, reload };
}

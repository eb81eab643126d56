/**
 * The signed-in person's inbox as the bell and the page show it: the device's copy
 * (notifications.mirror.ts) with their marks still in the outbox applied, so what they read
 * offline stays read even when a load answers before the mark is delivered.
 */
import { useMemo } from 'react';
import type { MarkReadInput, NotificationInbox } from '@shared/schemas/notifications';
import { submitWrite } from '@/lib/submit-write';
import type { Outcome } from '@/lib/own-mirror';
import { useQueued } from '@/lib/use-outbox';
import { markedRead } from './inbox-rules';
import { notificationsMirror } from './notifications.mirror';

export interface InboxView {
  /** undefined while the device is read; null when this phone never loaded it for them. */
  inbox: NotificationInbox | null | undefined;
  outcome: Outcome;
  reload: () => void;
}

export function useInbox(userId: number): InboxView {
  const { stored, outcome, reload } = notificationsMirror.use(userId);
  // The ids of each mark waiting in the outbox (null: all), as a key that changes only with them.
  const waiting = JSON.stringify(useQueued('notifications.read').map((w) => w.meta?.ids ?? null));
  const inbox = useMemo(() => {
    if (!stored) return stored;
    const marks = JSON.parse(waiting) as Array<number[] | null>;
    return marks.reduce((shown, ids) => markedRead(shown, ids ?? undefined), stored.value);
  }, [stored, waiting]);
  return { inbox, outcome, reload };
}

/**
 * Marks these (`ids` left out: all) read: at once in the device's copy, and on the server through
 * the outbox (offline: once the phone is back online; the copy then loads again).
 */
export async function markRead(userId: number, input: MarkReadInput): Promise<void> {
  // Only a copy that exists changes: the inbox marks what it shows from one.
  if (await notificationsMirror.read(userId)) await notificationsMirror.update(userId, (inbox) => markedRead(inbox!, input.ids));
  // Refused, it shows in the Sync panel and the copy loads again (refreshOn): nothing to add here.
  await submitWrite('notifications.read', input).catch(() => undefined);
}

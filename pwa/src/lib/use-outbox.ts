import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem } from './db';
import { getOutboxUser, isVisibleTo, subscribeOutboxUser } from './outbox';
import { getUploadProgress, subscribeUploadProgress } from './outbox-listeners';

/**
 * The writes the Sync panel shows (everything not yet delivered) and how many wait to be sent:
 * the signed-in user's and anonymous ones only, never another person's on a shared phone.
 */
export function useOutbox(): { items: OutboxItem[]; pendingCount: number } {
  const userKey = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, getOutboxUser);
  const all = useLiveQuery(() => db.outbox.where('status').anyOf('pending', 'sending', 'failed').sortBy('createdAt'), []);
  const items = (all ?? []).filter((i) => isVisibleTo(i, userKey));
  const pendingCount = items.filter((i) => i.status !== 'failed').length;
  return { items, pendingCount };
}

/** Whole percent of each waiting write's image sent so far, by outbox item id, while it uploads. */
export function useOutboxProgress(): Readonly<Record<string, number>> {
  return useSyncExternalStore(subscribeUploadProgress, getUploadProgress, getUploadProgress);
}

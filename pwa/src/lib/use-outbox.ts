import { useSyncExternalStore } from 'react';
import type { OutboxItem } from './db';
import { useLaterLiveQuery } from './later-live-query';
import { getUploadProgress, subscribeUploadProgress } from './outbox-listeners';
import { isVisibleTo } from './outbox-policy';
import { getTabUser, subscribeTabUser } from './tab-user';
import { affects, metaOf, nameOf, type AffectedList, type WriteMeta, type WriteName } from './writes';

/**
 * The writes the Sync panel shows (everything not yet delivered) and how many wait to be sent:
 * the signed-in user's and anonymous ones only, never another person's on a shared phone.
 */
export function useOutbox(): { items: OutboxItem[]; pendingCount: number } {
  const userKey = useSyncExternalStore(subscribeTabUser, getTabUser, getTabUser);
  // Read once the database has loaded (after a first visit's first seconds: first-seconds.ts).
  const all = useLaterLiveQuery((db) => db.outbox.where('status').anyOf('pending', 'sending', 'failed').sortBy('createdAt'), []);
  const items = (all ?? []).filter((i) => isVisibleTo(i, userKey));
  const pendingCount = items.filter((i) => i.status !== 'failed').length;
  return { items, pendingCount };
}

/** Whole percent of each waiting write's image sent so far, by outbox item id, while it uploads. */
export function useOutboxProgress(): Readonly<Record<string, number>> {
  return useSyncExternalStore(subscribeUploadProgress, getUploadProgress, getUploadProgress);
}

/** A waiting write of one name, with its metadata. */
export type QueuedWrite<N extends WriteName> = OutboxItem & { name: N; meta: WriteMeta<N> | undefined };

/**
 * The writes named `name` (lib/writes.ts) still waiting to be sent (not refused) of the signed-in
 * user and anonymous ones, in the order made; `filter` picks by their metadata, e.g.
 * `useQueued('rsvp.create', (m) => m?.eventId === id)`.
 */
export function useQueued<N extends WriteName>(name: N, filter?: (meta: WriteMeta<N> | undefined, item: OutboxItem) => boolean): QueuedWrite<N>[] {
  const { items } = useOutbox();
  return queuedOf(items, name).filter((i) => !filter || filter(i.meta, i));
}

/** The waiting (not refused) writes named `name` among `items`, each with its metadata. */
export function queuedOf<N extends WriteName>(items: readonly OutboxItem[], name: N): QueuedWrite<N>[] {
  return items.filter((i) => i.status !== 'failed' && nameOf(i) === name).map((i) => ({ ...i, name, meta: metaOf(i, name) }));
}

/** How many writes still waiting may change `list`: when it drops, one left the outbox (delivered or refused) and the list loads again. */
export function useWaitingFor(list: AffectedList): number {
  const { items } = useOutbox();
  return items.filter((i) => i.status !== 'failed' && affects(i, list)).length;
}

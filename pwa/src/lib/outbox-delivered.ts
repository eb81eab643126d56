/**
 * Closing the loop after an offline write: a queued write (a registration, an RSVP, a submission)
 * that the outbox delivered later, while the form that made it was long gone, is told to the
 * person where they are. A feature says which named writes it tells, and how:
 *
 *   watchDelivered(['rsvp.create'], (item) => toast({ title: i18n.t('events:rsvp.successTitle') }));
 *
 * Each delivery is told once on this device (the row is marked `announced` in the same
 * transaction that claims it, so two tabs do not both tell it); a write a form was waiting for is
 * marked at delivery (outbox-send.ts), and deliveries older than a day are left untold.
 */
import type { ClubDatabase, OutboxItem } from './db';
import { laterDb } from './first-seconds';
import { isVisibleTo } from './outbox-policy';
import { getTabUser, subscribeTabUser } from './tab-user';
import { metaOf, nameOf, type WriteMeta, type WriteName } from './writes';

/** Deliveries older than this are not told any more (the app was not opened since). */
export const TELL_WITHIN_MS = 24 * 60 * 60 * 1000;

/** A delivered write of one name, with its metadata and the server's answer. */
export type DeliveredWrite<N extends WriteName> = OutboxItem & { name: N; meta: WriteMeta<N> | undefined };

/** Marks the row told; false when it was told already (another tab, an earlier run). */
export async function claimAnnouncement(id: string): Promise<boolean> {
  const db = await laterDb();
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.status !== 'done' || row.announced) return false;
    await db.outbox.update(id, { announced: true });
    return true;
  });
}

/** The delivered, untold writes named in `names` of `userKey` (and anonymous ones), oldest first. */
export async function untoldDeliveries(names: readonly WriteName[], userKey: string, now = Date.now(), db?: ClubDatabase): Promise<OutboxItem[]> {
  const rows = await (db ?? (await laterDb())).outbox.where('status').equals('done').toArray();
  return rows
    .filter((i) => !i.announced && (i.doneAt ?? 0) > now - TELL_WITHIN_MS && isVisibleTo(i, userKey))
    .filter((i) => {
      const name = nameOf(i);
      return !!name && names.includes(name);
    })
    .sort((a, b) => (a.doneAt ?? 0) - (b.doneAt ?? 0));
}

/**
 * Calls `tell` once for each write named in `names` that the outbox delivered without a form
 * waiting for it (for the signed-in user, or anonymous), as it is delivered (or when the app opens
 * after a delivery by the service worker). No React: a feature's `.slots.ts` starts it at start-up.
 * Answers a function that stops watching.
 */
export function watchDelivered<N extends WriteName>(names: readonly N[], tell: (item: DeliveredWrite<N>) => void): () => void {
  let watching: { unsubscribe(): void } | undefined;
  let stopped = false;
  const watch = () => {
    watching?.unsubscribe();
    const userKey = getTabUser();
    // The database loads after a first visit's first seconds (first-seconds.ts).
    void laterDb().then(async (db) => {
      const { liveQuery } = await import('./db');
      if (stopped || userKey !== getTabUser()) return;
      watching?.unsubscribe();
      watching = liveQuery(() => untoldDeliveries(names, userKey, Date.now(), db)).subscribe({
        next: (rows) => {
          for (const row of rows) {
            void claimAnnouncement(row.id).then((mine) => {
              const name = nameOf(row) as N;
              if (mine) tell({ ...row, name, meta: metaOf(row, name) });
            });
          }
        },
        // The device's storage failed: nothing to tell (the Sync panel still shows what was sent).
        error: () => undefined,
      });
    });
  };
  watch();
  const stopUser = subscribeTabUser(watch);
  return () => {
    stopped = true;
    stopUser();
    watching?.unsubscribe();
  };
}

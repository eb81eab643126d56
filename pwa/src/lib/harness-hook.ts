/**
 * A handle for the flap harness (pwa/e2e/flap-harness.spec.ts), loaded by main.tsx only when
 * localStorage 'club.harness' = '1' (set by the test before the app loads): the page exposes
 * the outbox's submit() and a count of its rows by status, so the harness makes hundreds of
 * writes through the same path the forms use.
 */
import { db } from './db';
import { getOutboxUser, replay, submit, type Write } from './outbox';

declare global {
  interface Window {
    __clubHarness?: {
      /** Stores and sends a write as the forms do; 'skipped' when it needs a signed-in user and nobody is. */
      submit: (write: Write, needsUser: boolean) => Promise<string>;
      /** Outbox rows by status, and the waiting ones by user. */
      summary: () => Promise<{ byStatus: Record<string, number>; waitingByUser: Record<string, number> }>;
      /** Every outbox row: what each write was tagged with, in the order made. */
      items: () => Promise<Array<{ marker?: string; userKey: string; status: string; createdAt: number; seq?: number; lastError: string | null }>>;
      /** A replay that does not wait for backoff timers. */
      replayNow: () => Promise<void>;
    };
  }
}

window.__clubHarness = {
  submit: async (write, needsUser) => {
    if (needsUser && getOutboxUser() === 'anon') return 'skipped';
    try {
      return (await submit(write)).state;
    } catch (err) {
      return `refused: ${(err as Error).message}`;
    }
  },
  summary: async () => {
    const byStatus: Record<string, number> = { pending: 0, sending: 0, failed: 0, done: 0 };
    const waitingByUser: Record<string, number> = {};
    await db.outbox.each((item) => {
      byStatus[item.status] = (byStatus[item.status] ?? 0) + 1;
      if (item.status === 'pending' || item.status === 'sending') waitingByUser[item.userKey] = (waitingByUser[item.userKey] ?? 0) + 1;
    });
    return { byStatus, waitingByUser };
  },
  items: async () =>
    (await db.outbox.toArray()).map((i) => ({
      marker: i.labelValues?.marker,
      userKey: i.userKey,
      status: i.status,
      createdAt: i.createdAt,
      seq: (i as { seq?: number }).seq,
      lastError: i.lastError,
    })),
  replayNow: () => replay({ force: true }),
};

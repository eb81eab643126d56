import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from './logger';

/**
 * The rhythm of a server-side outbox (mail/mailer.ts, notifications/notifier.ts): rounds that send
 * what is due, one at a time per process, started by a poll and at once after a commit that
 * recorded something. A round asked for while one runs makes that one look again, so nothing
 * waits for the next poll.
 */
export interface DispatchRounds {
  /** Runs a round now (or makes the running one look again); answers how many went out. */
  runOnce(): Promise<number>;
  /** A round after `trx` commits (at once when it is no transaction); none when it rolls back. */
  afterCommit(trx: Knex): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * `round(again)` sends one batch and answers how many went out; it calls `again()` when it left
 * rows behind (a full batch). `name` is for the log.
 */
export function dispatchRounds(name: string, pollMs: number, logger: Logger, round: (again: () => void) => Promise<number>): DispatchRounds {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;

  const drain = async () => {
    let sent = 0;
    do {
      again = false;
      sent += await round(() => (again = true));
    } while (again);
    return sent;
  };

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err) => {
        logger.error(`${name} dispatch failed`, err);
        return 0;
      })
      .finally(() => {
        running = null;
        // Asked again after the last look for due rows: look once more, or it would wait for the next poll.
        if (again) void runOnce();
      });
    return running;
  };

  return {
    runOnce,
    afterCommit(trx) {
      const committed = (trx as Knex.Transaction).executionPromise ?? Promise.resolve();
      committed.then(
        () => setImmediate(() => void runOnce()),
        () => undefined,
      );
    },
    start() {
      timer ??= setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** Who holds a claim: `bootId.random` lets another process take over at once when this one is gone (lib/heartbeat.ts); without a boot id only the lease tells. */
export const claimOwner = (bootId: string | undefined): string => {
  const random = crypto.randomBytes(4).toString('hex');
  return bootId ? `${bootId}.${random}` : `lease-${random}`;
};

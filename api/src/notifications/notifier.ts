import type { Knex } from 'knex';
import type { Language } from '../../../shared/languages';
import { holderAlive } from '../lib/heartbeat';
import { dispatchRounds, claimOwner } from '../lib/dispatch-rounds';
import { crashPoint } from '../lib/faults';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import type { PushSender } from '../push/push.sender';
import { usersRepo } from '../users/users.repo';
import { type NewNotification, notificationsRepo, type NotificationRow } from './notifications.repo';
import { unsubscribeParts, unsubscribeToken } from './unsubscribe-link';

/**
 * Tells people what matters: `notify(trx, …)` records a notification in the transaction of the
 * change that causes it (a replayed write adds nothing: the dedupe key), and the dispatcher sends
 * each due one by push to the person's phones, else by e-mail (through the mail outbox), as the
 * person chose for its kind. Every process runs the dispatcher; claims keep them from sending one
 * twice (PostgreSQL: FOR UPDATE SKIP LOCKED).
 */
export interface Notifier {
  notify(db: Knex, n: NewNotification): Promise<void>;
  /** Many at once (everyone in an audience): inserted in batches, in the caller's transaction. */
  notifyMany(db: Knex, list: NewNotification[]): Promise<void>;
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const POLL_MS = 15_000;
const LEASE_MS = 60_000;
const BATCH = 50;
const MAX_ATTEMPTS = 8;
/** 1 min, 4 min, 16 min, about 1 h, then every 4 h. */
const retryIn = (attempts: number) => Math.min(60_000 * 4 ** attempts, 4 * 3_600_000);

export interface NotifierDeps {
  db: Knex;
  logger: Logger;
  mail: Mailer;
  push: PushSender;
  bootId?: string;
}

const languageOf = (value: string | null | undefined): Language => (value === 'bn' ? 'bn' : 'en');

export function createNotifier(deps: NotifierDeps): Notifier {
  const { db, logger, mail, push } = deps;
  const onPostgres = db.client.config.client === 'pg';

  const textOf = (row: NotificationRow, language: Language) =>
    language === 'bn' ? { title: row.title_bn, body: row.body_bn } : { title: row.title_en, body: row.body_en };

  /**
   * By e-mail: queued in the transaction that marks it sent, so it goes out exactly once. A mail to
   * an account carries its one-click unsubscribe for the kind (RFC 8058); a visitor's is about their
   * own registration (transactional), so it has none.
   */
  const byEmail = (row: NotificationRow, to: string, language: Language) =>
    db.transaction(async (trx) => {
      const { title, body } = textOf(row, language);
      const token = row.user_id === null ? null : unsubscribeToken(mail.secrets()[0], row.user_id, row.kind);
      await mail.queue(trx, {
        kind: `notification:${row.kind}`,
        to,
        language,
        content: (site) => ({
          subject: title,
          paragraphs: [body],
          action: { label: language === 'bn' ? 'খুলুন' : 'Open', url: `${site.origin}${row.url}` },
          ...(token && unsubscribeParts(site.origin, token, language)),
        }),
      });
      await notificationsRepo.done(trx, row.id, 'sent', 'email');
    });

  /** Sends one; throws to be retried. */
  const deliver = async (row: NotificationRow): Promise<void> => {
    if (row.user_id === null) return byEmail(row, row.to_email!, languageOf(row.language));
    const user = await usersRepo.findById(db, row.user_id);
    if (!user) return void (await notificationsRepo.done(db, row.id, 'skipped', null));
    const choice = await notificationsRepo.preference(db, row.user_id, row.kind);
    if (choice === 'off') return void (await notificationsRepo.done(db, row.id, 'skipped', null));
    const language = languageOf(user.language);
    if (choice === 'push') {
      const unread = await notificationsRepo.unread(db, row.user_id);
      const results = await push.send(db, row.user_id, { ...textOf(row, language), url: row.url, tag: row.dedupe_key.slice(0, 100), lang: language, unread });
      if (results.some((r) => r.outcome === 'sent')) return void (await notificationsRepo.done(db, row.id, 'sent', 'push'));
      const failed = results.find((r) => r.outcome === 'failed');
      if (failed) throw new Error(`push: ${failed.error ?? failed.statusCode}`);
      // No phone (or every one gone): e-mail still reaches them.
    }
    await byEmail(row, user.email, language);
  };

  const sendOne = async (row: NotificationRow): Promise<boolean> => {
    crashPoint('notifications.before-send');
    try {
      await deliver(row);
      return true;
    } catch (err) {
      const giveUp = row.attempts + 1 >= MAX_ATTEMPTS;
      await notificationsRepo.failed(db, row, (err as Error).message ?? String(err), giveUp ? null : retryIn(row.attempts));
      logger.error(`notification ${row.id} (${row.kind}) ${giveUp ? 'not sent, given up' : 'not sent, will retry'}`, err);
      return false;
    }
  };

  /** Claims of processes that are gone are taken over at once, not after their lease. */
  const releaseDead = async () => {
    const dead: string[] = [];
    for (const holder of await notificationsRepo.holders(db)) if (!(await holderAlive(db, holder))) dead.push(holder);
    await notificationsRepo.release(db, dead);
  };

  const claimed = async (owner: string): Promise<NotificationRow[]> => {
    if (onPostgres) return notificationsRepo.claimBatch(db, owner, LEASE_MS, BATCH);
    const mine: NotificationRow[] = [];
    for (const row of await notificationsRepo.due(db, BATCH)) if (await notificationsRepo.claim(db, row, owner, LEASE_MS)) mine.push(row);
    return mine;
  };

  const rounds = dispatchRounds('notification', POLL_MS, logger, async (again) => {
    let sent = 0;
    await releaseDead();
    const rows = await claimed(claimOwner(deps.bootId));
    for (const row of rows) if (await sendOne(row)) sent++;
    if (rows.length === BATCH) again();
    return sent;
  });
  const dueNow = (n: NewNotification) => !n.dueAt || Date.parse(n.dueAt) <= Date.now();

  return {
    async notify(trx, n) {
      if ((await notificationsRepo.insert(trx, n)) && dueNow(n)) rounds.afterCommit(trx);
    },
    async notifyMany(trx, list) {
      if ((await notificationsRepo.insertMany(trx, list)) > 0 && list.some(dueNow)) rounds.afterCommit(trx);
    },
    runOnce: rounds.runOnce,
    start: rounds.start,
    stop: rounds.stop,
  };
}

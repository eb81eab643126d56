import type { Knex } from 'knex';
import type { Language } from '../../../shared/languages';
import { CLUB } from '../../../shared/limits';
import type { Config } from '../config/config';
import { readSessionSecret } from '../config/session-secret';
import { dispatchRounds, claimOwner } from '../lib/dispatch-rounds';
import { crashPoint } from '../lib/faults';
import { holderAlive } from '../lib/heartbeat';
import type { Logger } from '../lib/logger';
import { publicOrigin } from '../lib/public-url';
import { settingsRepo } from '../settings/settings.repo';
import { type MailContent, type MailSite, renderMail } from './mail-content';
import { mailOutbox, type OutboxMail } from './mail.outbox';
import { fileTransport, type MailTransport, smtpTransport } from './transport';

/** A message to queue: who, in which language, and what it says (given the site it is sent from). */
export interface QueuedMail {
  /** What it is about (`password-reset`, `verify-email`, …): for the log and the tests. */
  kind: string;
  to: string;
  language: Language;
  content: (site: MailSite) => MailContent;
}

export interface Mailer {
  /**
   * Records a message with `db` (pass the transaction of the change that causes it: both commit
   * or neither). It goes out after the commit, within seconds, and is retried until it does.
   */
  queue(db: Knex, mail: QueuedMail): Promise<void>;
  /** Sends what is due now; answers how many went out. The timer and a queued message call it. */
  runOnce(): Promise<number>;
  /** The port the server listens on (links name it when neither PUBLIC_URL nor PORT does: PORT=0). */
  listening(port: number): void;
  /**
   * The server's secrets, the current one first: the app's own (SESSION_SECRETS, else
   * DATA_DIR/session-secret, as app.ts reads them). A link in a mail that must prove itself without
   * a session (a notification's one-click unsubscribe) is signed with the first; any one verifies.
   */
  secrets(): readonly string[];
  /** Sends what is due every few seconds (each server process; claims keep them from sending one twice). */
  start(): void;
  stop(): Promise<void>;
}

const POLL_MS = 5_000;
const LEASE_MS = 60_000;
const BATCH = 20;
/** 30 s, 2 min, 8 min, 32 min, 2 h, then every 6 h: about two days in all. */
const retryIn = (attempts: number) => Math.min(30_000 * 4 ** attempts, 6 * 3_600_000);
const MAX_ATTEMPTS = 12;

/** An SMTP answer in the 500s (no such mailbox, refused) will not change on a retry. */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export interface MailerDeps {
  db: Knex;
  config: Config;
  logger: Logger;
  /** The process's id (lib/heartbeat.ts): a message claimed by a process that is gone is taken over at once. */
  bootId?: string;
  /** Defaults to SMTP_URL's server, else files in DATA_DIR/mail. */
  transport?: MailTransport;
}

/** The mail component: a server-side outbox in the database and the dispatcher that empties it. */
export function createMailer(deps: MailerDeps): Mailer {
  const { db, config, logger } = deps;
  const transport = deps.transport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(config.dataDir, logger));
  let port: number | undefined;
  let secrets: readonly string[] | undefined;
  const origin = () => publicOrigin(config, port);

  const siteOf = async (trx: Knex, language: Language): Promise<MailSite> => {
    const stored = await settingsRepo.read(trx, ['siteName', 'siteNameBn']);
    const en = typeof stored.siteName === 'string' && stored.siteName ? stored.siteName : CLUB.name;
    const bn = typeof stored.siteNameBn === 'string' && stored.siteNameBn ? stored.siteNameBn : en;
    return { name: language === 'bn' ? bn : en, origin: origin(), language };
  };
  const fromFor = (site: MailSite) => config.MAIL_FROM ?? `"${site.name.replace(/["\\]/g, '')}" <no-reply@${new URL(site.origin).hostname}>`;

  const sendOne = async (mail: OutboxMail, owner: string): Promise<boolean> => {
    if (mail.claimedUntil && Date.parse(mail.claimedUntil) > Date.now() && (await holderAlive(db, mail.claimedBy))) return false;
    if (!(await mailOutbox.claim(db, mail, owner, LEASE_MS))) return false;
    crashPoint('mail.before-send');
    try {
      await transport.send(mail, fromFor(await siteOf(db, mail.language)));
    } catch (err) {
      const giveUp = permanent(err) || mail.attempts + 1 >= MAX_ATTEMPTS;
      await mailOutbox.failed(db, mail, (err as Error).message ?? String(err), giveUp ? null : retryIn(mail.attempts));
      logger.error(`mail ${mail.id} (${mail.kind}) ${giveUp ? 'not sent, given up' : 'not sent, will retry'}`, err);
      return false;
    }
    await mailOutbox.sent(db, mail.id);
    return true;
  };

  const rounds = dispatchRounds('mail', POLL_MS, logger, async () => {
    let sent = 0;
    const owner = claimOwner(deps.bootId);
    for (const mail of await mailOutbox.due(db, BATCH)) if (await sendOne(mail, owner)) sent++;
    return sent;
  });

  return {
    async queue(trx, mail) {
      const site = await siteOf(trx, mail.language);
      const rendered = renderMail(mail.content(site), site);
      await mailOutbox.insert(trx, { kind: mail.kind, to: mail.to, language: mail.language, ...rendered }, new URL(site.origin).hostname);
      // After the change commits (a transaction) or at once: sent within seconds, not at the next poll.
      rounds.afterCommit(trx);
    },
    runOnce: rounds.runOnce,
    listening(p) {
      port = p;
    },
    secrets: () => (secrets ??= config.SESSION_SECRETS ?? [readSessionSecret(config.dataDir)]),
    start: rounds.start,
    async stop() {
      await rounds.stop();
      transport.close();
    },
  };
}

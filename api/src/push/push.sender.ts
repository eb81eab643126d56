import type https from 'node:https';
import type { Knex } from 'knex';
import webpush from 'web-push';
import { pushPayload, type PushPayload } from '../../../shared/schemas/push';
import type { Config } from '../config/config';
import { pushRepo, type PushSubscriptionRow } from './push.repo';
import { vapidKeys, vapidSubject } from './vapid-keys';

/** A push service keeps a message this long for a phone that is off, then drops it. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** What became of one subscription: for the dispatcher to record (and retry 'failed'). */
export interface PushResult {
  subscriptionId: number;
  endpoint: string;
  /** 'gone': the push service no longer knows it (404, 410), and it was removed. */
  outcome: 'sent' | 'gone' | 'failed';
  statusCode?: number;
  error?: string;
}

export interface PushSender {
  /** Sends the notification to every phone of the user; answers per subscription (none: an empty list). */
  send(db: Knex, userId: number, payload: PushPayload): Promise<PushResult[]>;
}

export interface PushSenderDeps {
  config: Config;
  /** Where the VAPID pair is kept on PostgreSQL (push/vapid-keys.ts): the writer. */
  db: Knex;
  /** The TLS agent (tests: one that trusts their local push service); default Node's. */
  agent?: https.Agent;
}

/** Web Push with VAPID (the `web-push` library): the payload encrypted for each subscription (aes128gcm). */
export function pushSender(deps: PushSenderDeps): PushSender {
  const { config, agent } = deps;

  const sendOne = async (db: Knex, sub: PushSubscriptionRow, body: string, vapidDetails: webpush.VapidKeys & { subject: string }): Promise<PushResult> => {
    const result = { subscriptionId: sub.id, endpoint: sub.endpoint };
    try {
      const answer = await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
        vapidDetails,
        TTL: TTL_SECONDS,
        timeout: TIMEOUT_MS,
        ...(agent && { agent }),
      });
      await pushRepo.delivered(db, sub.id);
      return { ...result, outcome: 'sent', statusCode: answer.statusCode };
    } catch (err) {
      if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await pushRepo.remove(db, sub.id);
        return { ...result, outcome: 'gone', statusCode: err.statusCode };
      }
      return { ...result, outcome: 'failed', ...failure(err) };
    }
  };

  return {
    async send(db, userId, payload) {
      const subscriptions = await pushRepo.listOf(db, userId);
      if (!subscriptions.length) return [];
      const keys = await vapidKeys(config, deps.db);
      const vapidDetails = { ...keys, subject: await vapidSubject(config, db) };
      // Checked here: a text too long for a push service, or a link off the site, is the caller's mistake.
      const body = JSON.stringify(pushPayload.parse(payload));
      return Promise.all(subscriptions.map((sub) => sendOne(db, sub, body, vapidDetails)));
    },
  };
}

/** The push service's status and answer, or the network's error, kept short. */
function failure(err: unknown): { statusCode?: number; error: string } {
  if (err instanceof webpush.WebPushError) return { statusCode: err.statusCode, error: `${err.statusCode} ${err.body || err.message}`.slice(0, 500) };
  return { error: String((err as Error)?.message ?? err).slice(0, 500) };
}

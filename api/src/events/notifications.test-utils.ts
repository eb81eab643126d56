import { expect } from 'vitest';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { createNotifier } from '../notifications/notifier';
import { browserKeys, startTestPushService, type TestPushService } from '../push/push-service.test-utils';
import { pushSender } from '../push/push.sender';
import { makeEvent, registrationForm } from '../test/fixtures';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { type Client, sameClubConfig, startTestServer, type TestServer } from '../test/test-server';

/**
 * What the tests of event and registration notifications run on: the app with mail to a real SMTP
 * server on loopback and push to a local push service that decrypts what it receives, and a
 * dispatcher of the same club to send what is due at once (the test clock moves rows' due_at back
 * instead of waiting).
 */
export interface NotifyHarness {
  srv: TestServer;
  smtp: TestSmtp;
  push: TestPushService;
  admin: Client;
  /** Sends every notification due now, as each server process does every 15 seconds. */
  dispatch(): Promise<number>;
  /** The test clock: these rows (still unsent; with `keyLike`, whose dedupe key is like it) are due now. */
  makeDue(where: Record<string, unknown>, keyLike?: string): Promise<void>;
  /** The admin edits the event: what it is now, with `changes`. */
  edit(eventId: number, changes: Record<string, unknown>): Promise<void>;
  /** Turns notifications on for a phone of the signed-in `client`: what that phone is shown, decrypted. */
  phone(client: Client): Promise<{ shown: () => Array<Record<string, unknown>> }>;
  /** An event made by the admin (registration required, in 2030 unless `extra` says otherwise). */
  event(extra?: Record<string, unknown>): Promise<number>;
  /** A visitor registers (each on a phone of their own); answers the registration's answer. */
  visitor(
    eventId: number,
    email: string,
    extra?: Record<string, unknown>,
  ): Promise<{ registrationId: number; ticketCode: string; status: string; cancelUrl: string }>;
  /** The notifications rows matching `where`, oldest first. */
  rows(where: Record<string, unknown>): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export async function startNotifyHarness(): Promise<NotifyHarness> {
  const smtp = await startTestSmtp();
  const push = await startTestPushService();
  const srv = await startTestServer({ SMTP_URL: smtp.url }, { pushAgent: push.agent });
  const admin = (await srv.signedIn('admin')).client;
  const config = sameClubConfig(srv, { SMTP_URL: smtp.url });
  const logger = createLogger('silent');
  const mail = createMailer({ db: srv.db, config, logger });
  mail.listening(Number(new URL(srv.url).port));
  const dispatcher = createNotifier({ db: srv.db, logger, mail, push: pushSender({ config, db: srv.db, agent: push.agent }) });
  let devices = 0;

  return {
    srv,
    smtp,
    push,
    admin,
    dispatch: () => dispatcher.runOnce(),
    async makeDue(where, keyLike = '%') {
      await srv
        .db('notifications')
        .where(where)
        .where({ status: 'pending' })
        .where('dedupe_key', 'like', keyLike)
        .update({ due_at: new Date(Date.now() - 1000).toISOString() });
    },
    async edit(eventId, changes) {
      const event = (await admin.get(`/api/events/${eventId}`)).body;
      const res = await admin.put(`/api/events/${eventId}`, { ...event, customQuestions: [], ...changes });
      expect(res.status).toBe(200);
    },
    async phone(client) {
      const browser = browserKeys();
      const id = `phone-${++devices}`;
      expect((await client.post('/api/push/subscriptions', { endpoint: push.endpoint(id), keys: browser.keys })).status).toBe(200);
      return { shown: () => push.received.filter((p) => p.id === id).map((p) => browser.read(p) as Record<string, unknown>) };
    },
    event: (extra = {}) => makeEvent(admin, extra),
    async visitor(eventId, email, extra = {}) {
      const res = await srv
        .client({ 'x-client-id': `visitor-phone-${++devices}` })
        .post('/api/event-registrations/anonymous', registrationForm(eventId, email, extra));
      expect(res.status).toBe(201);
      return res.body;
    },
    rows: (where) => srv.db('notifications').where(where).orderBy('id'),
    async close() {
      await dispatcher.stop();
      await mail.stop();
      await srv.close();
      await push.close();
      await smtp.close();
    },
  };
}

/** The date and time (24-hour clock) in Dhaka `ms` from now, to the minute, and the instant they name. */
export function dhakaIn(ms: number): { date: string; time: string; start: number } {
  const start = Math.floor((Date.now() + ms) / 60_000) * 60_000;
  const local = new Date(start + 6 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), start };
}

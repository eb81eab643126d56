import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Role } from '../../../shared/schemas/users';
import { startTestPushService, type TestPushService } from '../push/push-service.test-utils';
import { startTestSmtp, type TestSmtp } from './smtp';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { closeDb, openDb } from '../db';
import { Client as ClientOf, sameClubConfig, startTestServer, type Client, type Res, type TestServer } from './test-server';

/**
 * Stands for a value a hook fills in: reading it before the hook ran (at module level) throws,
 * so a test file can name its server as a `const`.
 */
function filledByHook<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`${what} is not ready: use it inside a test or a hook`);
      return Reflect.get(value, key, value);
    },
  });
}

/** One test server for the file: started before its tests (on a fresh database), closed after them. */
export function serverForFile(env: Record<string, string> = {}): TestServer {
  let srv: TestServer | undefined;
  beforeAll(async () => {
    srv = await startTestServer(env);
  });
  afterAll(() => srv?.close());
  return filledByHook('the test server', () => srv);
}

/** A loopback SMTP server for the file (`received`, `next`): started before its tests, closed after them. */
export function smtpForFile(): TestSmtp {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp?.close());
  return filledByHook('the SMTP server', () => smtp);
}

/**
 * One test server for the file that sends its mail to a loopback SMTP server of the file's own.
 * `push`: a loopback push service too, which the server reaches. `appShell`: the built app's
 * page in the server's dist folder, so the links in the mails open a page of the app.
 */
export function mailingServerForFile(opts: { push?: boolean; appShell?: boolean } = {}): { srv: TestServer; smtp: TestSmtp; push: TestPushService } {
  let smtp: TestSmtp | undefined;
  let push: TestPushService | undefined;
  let srv: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    if (opts.push) push = await startTestPushService();
    srv = await startTestServer({ SMTP_URL: smtp.url }, { pushAgent: push?.agent });
    if (opts.appShell) {
      fs.mkdirSync(path.join(srv.dataDir, 'no-dist'), { recursive: true });
      fs.writeFileSync(path.join(srv.dataDir, 'no-dist', 'index.html'), '<!doctype html><title>Club</title><div id="root"></div>');
    }
  });
  afterAll(async () => {
    await srv?.close();
    await push?.close();
    await smtp?.close();
  });
  return {
    srv: filledByHook('the test server', () => srv),
    smtp: filledByHook('the SMTP server', () => smtp),
    push: filledByHook('the push service (mailingServerForFile({ push: true }))', () => push),
  };
}

/** A client signed in with the role for the whole file (one account, made once the server runs). */
export function signedInForFile(srv: TestServer, role: Role): Client {
  let client: Client | undefined;
  beforeAll(async () => {
    client = (await srv.signedIn(role)).client;
  });
  return filledByHook(`the ${role} client`, () => client);
}

/** The body of an answer, once it is known to have `status` (else the test fails, showing the answer). */
export async function bodyOf<T = any>(answer: Promise<Res<T>>, status = 200): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return res.body;
}

/** The messages per field of a refused form (a 400 answer's `fields`). */
export const fieldErrors = async (answer: Promise<Res>): Promise<Record<string, string>> => (await bodyOf(answer, 400)).fields;

/**
 * A notifications row as the notifier writes it, pending and due now: the dispatcher's next round
 * sends it. `fields` name whom it is for (user_id, or to_email and language) and what a test is about.
 */
export function pendingNotification(fields: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    kind: 'notice.urgent',
    title_en: 'Notice',
    body_en: 'x',
    title_bn: 'Notice',
    body_bn: 'x',
    url: '/',
    created_at: now,
    due_at: now,
    status: 'pending',
    attempts: 0,
    ...fields,
  };
}

/** A valid event body for POST /api/events: registration required, in 2030; `extra` sets what a test is about. */
export const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: `Event ${Math.random()}`,
  description: 'Come along',
  date: '2030-12-20',
  time: '10:00 AM',
  location: 'Club office',
  category: 'workshop',
  registrationRequired: true,
  ...extra,
});

/** Creates an event as `admin` (201 expected) and answers its id. */
export async function makeEvent(admin: Client, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post('/api/events', eventBody(extra));
  expect(res.status).toBe(201);
  return res.body.event.id;
}

/** A valid registration form for the event; `extra` overrides or adds fields. */
export const registrationForm = (eventId: number, email: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  name: 'Shila Roy',
  email,
  phone: '+8801711111111',
  reason: 'I want to take part in it.',
  ...extra,
});

/**
 * A second API process on the test server's database (another machine behind the balancer): a
 * client for it, and `close`. Its lists are cached on their own, as a second machine's are.
 */
export async function secondProcess(srv: TestServer): Promise<{ client: Client; close: () => Promise<void> }> {
  const config = sameClubConfig(srv, { LOG_LEVEL: 'error' });
  const db = openDb({ dataDir: srv.dataDir, databaseUrl: config.DATABASE_URL });
  const server = createApp({ db, config, distDir: srv.dataDir }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    client: new ClientOf(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await closeDb(db);
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config/config';
import { closeDb, openDb, type Db } from '../db';
import { createLogger, type Logger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { createNotifier } from '../notifications/notifier';
import { pushSender } from '../push/push.sender';
import { usersRepo } from '../users/users.repo';
import type { Role } from '../../../shared/schemas/users';

export interface Res<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A fetch-based HTTP client with its own cookie jar: one per simulated browser. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly defaults: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    const h: Record<string, string> = { ...this.defaults, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.base + url, { method, headers: h, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // Decoded as is: a byte order mark stays in the text (fetch's text() would drop it).
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
  get = <T = any>(url: string, headers?: Record<string, string>) => this.request<T>('GET', url, undefined, headers);
  post = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', url, body ?? {}, headers);
  put = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PUT', url, body ?? {}, headers);
  patch = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PATCH', url, body ?? {}, headers);
  del = <T = any>(url: string, headers?: Record<string, string>) => this.request<T>('DELETE', url, undefined, headers);
}

export interface TestServer {
  url: string;
  db: Db;
  dataDir: string;
  /** The PostgreSQL database of this server (TEST_DATABASE_URL runs), else undefined (SQLite in dataDir). */
  databaseUrl?: string;
  client: (headers?: Record<string, string>) => Client;
  /** Creates a user with the role directly (a fixture) and returns a client signed in as them. */
  signedIn: (role: Role, email?: string) => Promise<{ client: Client; userId: number; email: string; password: string }>;
  close: () => Promise<void>;
}

let counter = 0;

/** The server secrets of test servers on PostgreSQL (required there: config.ts). */
export const TEST_SECRETS = 'test-secret-for-every-process-on-one-database-0001';

/** The configuration of another process of the same club as `srv`: its data folder, database and secrets. */
export const sameClubConfig = (srv: Pick<TestServer, 'dataDir' | 'databaseUrl'>, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: srv.dataDir, LOG_LEVEL: 'silent', ...(srv.databaseUrl && { DATABASE_URL: srv.databaseUrl, SESSION_SECRETS: TEST_SECRETS }), ...env });

/** True when this run's test servers use PostgreSQL (TEST_DATABASE_URL): for `it.skipIf` on SQLite-only checks. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The real app on a fresh SQLite database built by the migrations, listening on a free port. */
/** A server on a fresh database; `logger` receives what the app logs (silent otherwise). */
export async function startTestServer(env: Record<string, string> = {}, opts: { logger?: Logger; pushAgent?: https.Agent } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-'));
  const pg = await freshPostgres();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(pg ? { DATABASE_URL: pg.url, SESSION_SECRETS: TEST_SECRETS } : {}),
    ...env,
  });
  const db = openDb({ dataDir, databaseUrl: pg?.url, busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS });
  await db.migrate.latest();
  // Mail goes out as the real server sends it: to SMTP_URL (a test's loopback SMTP server), else to files.
  const mail = createMailer({ db, config, logger: opts.logger ?? createLogger('silent') });
  // Push goes to a test's local push service when it gives the agent that trusts its certificate.
  const notify = createNotifier({ db, logger: opts.logger ?? createLogger('silent'), mail, push: pushSender({ config, db, agent: opts.pushAgent }) });
  const app = createApp({ db, config, logger: opts.logger, distDir: path.join(dataDir, 'no-dist'), mail, notify });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  mail.listening(port);
  mail.start();
  notify.start();
  const password = 'Correct-Horse-9';
  return {
    url,
    db,
    dataDir,
    databaseUrl: pg?.url,
    client: (headers) => new Client(url, headers),
    async signedIn(role, email = `${role}${++counter}@test.club`) {
      const user = await usersRepo.insert(db, {
        email,
        passwordHash: await hashPassword(password),
        firstName: role,
        lastName: 'Tester',
        role,
        applicationStatus: role === 'applicant' ? 'pending' : 'approved',
      });
      const client = new Client(url);
      const res = await client.post('/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      return { client, userId: user.id, email, password };
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections?.();
      await notify.stop();
      await mail.stop();
      await closeDb(db);
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server URL whose user may create databases), every test
 * server gets its own fresh PostgreSQL database instead of SQLite, so the same suite checks
 * that the migrations and queries are portable.
 */
/** A new empty PostgreSQL database of its own (TEST_DATABASE_URL runs), else undefined. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const { default: knex } = await import('knex');
  const name = `club_t_${process.pid}_${Date.now()}_${++counter}`;
  const root = knex({ client: 'pg', connection: admin, pool: { min: 0, max: 1 } });
  await root.raw(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      // An autovacuum worker may hold the database a moment; dropping is cleanup, so it is retried
      // and never fails the test.
      for (let attempt = 0; attempt < 10; attempt++) {
        try {
          await root.raw(`drop database if exists ${name} with (force)`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 300));
        }
      }
      await root.destroy();
    },
  };
}

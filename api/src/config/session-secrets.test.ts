import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startServer } from '../server';
import { Client, startTestServer, type TestServer } from '../test/test-server';
import { ConfigError, loadConfig } from './config';

/**
 * SESSION_SECRETS: every process of one club signs with the first secret and accepts all, so a
 * second machine keeps people signed in and a rotation signs nobody out, and a write queued on a
 * phone before the rotation is still recognised when it is sent again.
 */
const OLD = 'old-secret-of-the-club-that-signed-everything-so-far';
const NEW = 'new-secret-of-the-club-from-the-rotation-onwards-0001';

let srv: TestServer | undefined;
const closers: Array<() => void> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await srv?.close();
  srv = undefined;
});

/** Another process on the same database and data folder, with its own secrets. */
async function otherProcess(secrets: string): Promise<string> {
  const config = loadConfig({
    DATA_DIR: srv!.dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRETS: secrets,
    ...(srv!.databaseUrl && { DATABASE_URL: srv!.databaseUrl }),
  });
  const server = createApp({ db: srv!.db, config, distDir: path.join(srv!.dataDir, 'no-dist') }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const cookiesOf = (c: Client) => `club.sid=${c.cookie('club.sid')}; club.sid.sig=${c.cookie('club.sid.sig')}`;

describe('SESSION_SECRETS', () => {
  it('a session signed with the old secret still works after the rotation, and not once the old secret is dropped', async () => {
    srv = await startTestServer({ SESSION_SECRETS: OLD });
    const { client } = await srv.signedIn('member');
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const rotated = await otherProcess(`${NEW},${OLD}`);
    const same = new Client(rotated, { cookie: cookiesOf(client) });
    expect((await same.get('/api/auth/user')).body).toMatchObject({ role: 'member' });

    const dropped = await otherProcess(NEW);
    expect((await new Client(dropped, { cookie: cookiesOf(client) }).get('/api/auth/user')).status).toBe(401);
  });

  it('a write answered before the rotation is replayed after it, not refused as another request', async () => {
    srv = await startTestServer({ SESSION_SECRETS: OLD });
    const headers = { 'Idempotency-Key': 'rotation-key-0001', 'X-Client-Id': 'phone-of-rafi-01' };
    const body = { name: 'Rafi', email: 'rafi@example.org', subject: 'Rotation', message: 'Sent once.' };
    const first = await srv.client(headers).post('/api/contact', body);
    expect(first.status).toBe(201);

    const again = await new Client(await otherProcess(`${NEW},${OLD}`), headers).post('/api/contact', body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await srv.db('contact_messages').where({ subject: 'Rotation' })).toHaveLength(1);
  });

  it('the calendar feed address and the known device outlive the rotation', async () => {
    srv = await startTestServer({ SESSION_SECRETS: OLD });
    const { client, email, password } = await srv.signedIn('member');
    const made = await client.post('/api/calendar-feed', {});
    expect(made.status).toBe(200);
    const rotated = await otherProcess(`${NEW},${OLD}`);
    const same = new Client(rotated, { cookie: cookiesOf(client) });
    expect(new URL((await same.get('/api/calendar-feed')).body.url).pathname).toBe(new URL(made.body.url).pathname);
    const feed = await fetch(new URL(new URL(made.body.url).pathname, rotated));
    expect(feed.status).toBe(200);
    // The device cookie (signed with the old secret) still names the account: its sign-ins are counted per device.
    const device = `club.device=${client.cookie('club.device')}; club.device.sig=${client.cookie('club.device.sig')}`;
    const signIn = await new Client(rotated, { cookie: device }).post('/api/auth/login', { email, password });
    expect(signIn.status).toBe(200);
  });

  it('refuses to serve on PostgreSQL without them, and says why', async () => {
    await expect(startServer({ DATABASE_URL: 'postgres://club@127.0.0.1:1/club', LOG_LEVEL: 'silent' })).rejects.toThrow(ConfigError);
    await expect(startServer({ DATABASE_URL: 'postgres://club@127.0.0.1:1/club', LOG_LEVEL: 'silent' })).rejects.toThrow(
      /SESSION_SECRETS: required with DATABASE_URL\. Every process on one database must sign/,
    );
    expect(() => loadConfig({ SESSION_SECRETS: 'short' })).toThrow(/SESSION_SECRETS\.0: each secret must be at least 32 characters/);
  });
});

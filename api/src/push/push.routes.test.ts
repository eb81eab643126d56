import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';
import { onPostgres, sameClubConfig, type Client } from '../test/test-server';
import { browserKeys, startTestPushService, type TestPushService } from './push-service.test-utils';
import { pushRepo } from './push.repo';
import { pushSender } from './push.sender';

const srv = serverForFile();
let push: TestPushService;
beforeAll(async () => {
  push = await startTestPushService();
});
afterAll(() => push.close());

const payload = (title: string) => ({ title, body: 'Open the app to see it.', url: '/dashboard', lang: 'en' as const });
const send = (userId: number, title: string) => pushSender({ config: sameClubConfig(srv), db: srv.db, agent: push.agent }).send(srv.db, userId, payload(title));
const endpointsOf = async (userId: number) => (await pushRepo.listOf(srv.db, userId)).map((s) => s.endpoint);
const subscribe = (client: Client, id: string, keys = browserKeys().keys) => client.post('/api/push/subscriptions', { endpoint: push.endpoint(id), keys });
const unsubscribe = (client: Client, id: string) => client.del(`/api/push/subscriptions?endpoint=${encodeURIComponent(push.endpoint(id))}`);

describe('GET /api/push/key', () => {
  it('answers anyone the same VAPID public key (an uncompressed P-256 point, base64url)', async () => {
    const first = await srv.client().get('/api/push/key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await srv.client().get('/api/push/key')).body).toEqual(first.body);
  });

  it.skipIf(onPostgres)('keeps a generated pair in DATA_DIR/vapid.json, readable by the server only', async () => {
    const { publicKey } = (await srv.client().get('/api/push/key')).body;
    const file = path.join(srv.dataDir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(publicKey);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('needs a signed-in user', async () => {
    const visitor = srv.client();
    expect((await subscribe(visitor, 'visitor')).status).toBe(401);
    expect((await unsubscribe(visitor, 'visitor')).status).toBe(401);
  });

  it('refuses what no browser hands out: not https, an IP address or localhost, keys of the wrong size', async () => {
    const { client } = await srv.signedIn('member');
    const { keys } = browserKeys();
    const bad = [
      { endpoint: 'http://push.example.test/push/x', keys },
      { endpoint: 'https://127.0.0.1/push/x', keys },
      { endpoint: 'https://[::1]/push/x', keys },
      { endpoint: 'https://localhost/push/x', keys },
      { endpoint: push.endpoint('short-key'), keys: { ...keys, p256dh: 'AAAA' } },
      { endpoint: push.endpoint('no-auth'), keys: { p256dh: keys.p256dh } },
    ];
    for (const body of bad) {
      const res = await client.post('/api/push/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/This push subscription is not valid/);
    }
  });

  it("saves this phone for the user, several phones each; DELETE removes only this phone's", async () => {
    const { client, userId } = await srv.signedIn('member');
    expect((await subscribe(client, 'own-1')).body).toEqual({ message: 'Notifications are on for this phone' });
    await subscribe(client, 'own-2');
    // Saving again (a new page load, new keys) keeps one row.
    await subscribe(client, 'own-1');
    expect(await endpointsOf(userId)).toEqual([push.endpoint('own-1'), push.endpoint('own-2')]);

    const res = await unsubscribe(client, 'own-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Notifications are off for this phone' });
    expect(await endpointsOf(userId)).toEqual([push.endpoint('own-2')]);
    // Again: nothing left to remove, the same answer.
    expect((await unsubscribe(client, 'own-1')).status).toBe(200);
  });

  it('a shared phone: the subscription moves to whoever turned it on last, and only they are notified there', async () => {
    const first = await srv.signedIn('member');
    const second = await srv.signedIn('participant');
    await subscribe(first.client, 'shared');
    const browser = browserKeys();
    await subscribe(second.client, 'shared', browser.keys);
    expect(await endpointsOf(first.userId)).toEqual([]);
    expect(await endpointsOf(second.userId)).toEqual([push.endpoint('shared')]);

    expect(await send(first.userId, 'For the first')).toEqual([]);
    expect((await send(second.userId, 'For the second')).map((r) => r.outcome)).toEqual(['sent']);
    const here = push.received.filter((p) => p.id === 'shared');
    expect(here.map((p) => (browser.read(p) as { title: string }).title)).toEqual(['For the second']);

    // The first user's DELETE of that phone leaves the second's subscription alone.
    await unsubscribe(first.client, 'shared');
    expect(await endpointsOf(second.userId)).toEqual([push.endpoint('shared')]);
  });
});

describe('signing out', () => {
  it("signing out on a phone (the Logout form) removes that phone's subscription for that user; their other phones stay", async () => {
    const user = await srv.signedIn('member');
    const phone = srv.client();
    expect((await phone.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    await subscribe(user.client, 'laptop');
    await subscribe(phone, 'pocket');
    const res = await user.client.post('/api/logout', {}, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect(await endpointsOf(user.userId)).toEqual([push.endpoint('pocket')]);
  });

  it("the app's own sign-out (204) removes the phone it subscribed, not the phone of another session", async () => {
    const user = await srv.signedIn('participant');
    const phone = srv.client();
    expect((await phone.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    await subscribe(user.client, 'tablet');
    await subscribe(phone, 'phone');
    expect((await phone.post('/api/auth/logout')).status).toBe(204);
    expect(await endpointsOf(user.userId)).toEqual([push.endpoint('tablet')]);
  });

  it("the sign-out link removes this phone's subscription too, when the user navigated there", async () => {
    const user = await srv.signedIn('member');
    await subscribe(user.client, 'link');
    expect((await user.client.get('/api/logout', { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
    expect(await endpointsOf(user.userId)).toEqual([]);
  });

  it('a phone that another user took over keeps notifying them when the first signs out', async () => {
    const first = await srv.signedIn('member');
    const second = await srv.signedIn('member');
    await subscribe(first.client, 'handed-on');
    await subscribe(second.client, 'handed-on');
    await first.client.post('/api/auth/logout');
    expect(await endpointsOf(second.userId)).toEqual([push.endpoint('handed-on')]);
  });

  it("'Sign out everywhere' removes every phone of the user", async () => {
    const user = await srv.signedIn('member');
    const phone = srv.client();
    await phone.post('/api/auth/login', { email: user.email, password: user.password });
    await subscribe(user.client, 'everywhere-1');
    await subscribe(phone, 'everywhere-2');
    expect(await endpointsOf(user.userId)).toHaveLength(2);
    const res = await user.client.post('/api/auth/logout-everywhere');
    expect(res.status).toBe(200);
    expect(await endpointsOf(user.userId)).toEqual([]);
  });
});

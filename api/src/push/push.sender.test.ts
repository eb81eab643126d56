import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';
import { sameClubConfig, type Client } from '../test/test-server';
import { settingsRepo } from '../settings/settings.repo';
import { browserKeys, startTestPushService, vapidOf, signedBy, type TestPushService } from './push-service.test-utils';
import { pushRepo } from './push.repo';
import { pushSender } from './push.sender';

const srv = serverForFile();
let push: TestPushService;
beforeAll(async () => {
  push = await startTestPushService();
});
afterAll(() => push.close());

const sender = () => pushSender({ config: sameClubConfig(srv), db: srv.db, agent: push.agent });
const payload = {
  title: 'Registration confirmed',
  body: 'See you at the workshop on 20 December.',
  url: '/participant-dashboard',
  tag: 'registration-7',
  lang: 'en' as const,
};

/** A phone of `client`'s user that turned notifications on: its endpoint and what it decrypts. */
async function phone(client: Client, id: string) {
  const browser = browserKeys();
  const res = await client.post('/api/push/subscriptions', { endpoint: push.endpoint(id), keys: browser.keys });
  expect(res.status).toBe(200);
  return { ...browser, id, receivedHere: () => push.received.filter((p) => p.id === id) };
}

describe('pushSender.send', () => {
  it('sends the payload, encrypted for each phone of the user, signed with the server key; each phone decrypts it', async () => {
    const { client, userId } = await srv.signedIn('member');
    const [a, b] = [await phone(client, 'send-a'), await phone(client, 'send-b')];
    const results = await sender().send(srv.db, userId, payload);

    expect(results.map((r) => r.outcome)).toEqual(['sent', 'sent']);
    for (const p of [a, b]) {
      const [received] = p.receivedHere();
      expect(p.read(received)).toEqual(payload);
      // A stranger's keys cannot read it.
      expect(() => browserKeys().read(received)).toThrow();
      expect(received.headers.ttl).toBe('86400');
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      const vapid = vapidOf(received);
      const { publicKey } = (await client.get('/api/push/key')).body;
      expect(vapid.key).toBe(publicKey);
      expect(signedBy(vapid.token, publicKey)).toBe(true);
      expect(vapid.claims.aud).toBe(new URL(push.endpoint(p.id)).origin);
    }
    const rows = await pushRepo.listOf(srv.db, userId);
    expect(rows.every((r) => r.lastSuccessAt !== null)).toBe(true);
  });

  it('a 410 or 404 from the push service removes that subscription; another failure keeps it, for a retry', async () => {
    const { client, userId } = await srv.signedIn('participant');
    for (const id of ['gone-410', 'gone-404', 'down-500', 'fine']) await phone(client, id);
    push.answer('gone-410', 410);
    push.answer('gone-404', 404);
    push.answer('down-500', 500);

    const results = await sender().send(srv.db, userId, payload);
    const byId = Object.fromEntries(results.map((r) => [r.endpoint.split('/').pop(), r]));
    expect(byId['gone-410']).toMatchObject({ outcome: 'gone', statusCode: 410 });
    expect(byId['gone-404']).toMatchObject({ outcome: 'gone', statusCode: 404 });
    expect(byId['down-500']).toMatchObject({ outcome: 'failed', statusCode: 500 });
    expect(byId['down-500'].error).toMatch(/^500/);
    expect(byId.fine).toMatchObject({ outcome: 'sent', statusCode: 201 });
    expect((await pushRepo.listOf(srv.db, userId)).map((r) => r.endpoint.split('/').pop())).toEqual(['down-500', 'fine']);
  });

  it('a push service that cannot be reached is a failure, not an error', async () => {
    const { client, userId } = await srv.signedIn('participant');
    const browser = browserKeys();
    // Nothing listens on port 9 of the loopback address the test agent resolves to.
    await client.post('/api/push/subscriptions', { endpoint: 'https://push.example.test:9/push/nobody', keys: browser.keys });
    const [result] = await sender().send(srv.db, userId, payload);
    expect(result).toMatchObject({ outcome: 'failed' });
    expect(result.error).toBeTruthy();
    expect(await pushRepo.listOf(srv.db, userId)).toHaveLength(1);
  });

  it('a user without a subscription gets nothing, and nothing is asked of a push service', async () => {
    const { userId } = await srv.signedIn('member');
    const before = push.received.length;
    expect(await sender().send(srv.db, userId, payload)).toEqual([]);
    expect(push.received.length).toBe(before);
  });

  it("names who runs the server: the site's contact e-mail when VAPID_SUBJECT is not set", async () => {
    const { client, userId } = await srv.signedIn('member');
    const p = await phone(client, 'subject');
    await settingsRepo.write(srv.db, { contactEmail: 'club@example.org' });
    await sender().send(srv.db, userId, payload);
    expect(vapidOf(p.receivedHere()[0]).claims.sub).toBe('mailto:club@example.org');
  });
});

describe('pushSender with the keys from the environment', () => {
  // A pair made once for this test (npx web-push generate-vapid-keys).
  const env = {
    VAPID_PUBLIC_KEY: 'BIQBFW2dZlBK1WQ_ubAMWyQ9kE1ZKXvoFjaW2D8u3zwaXtrBV3stBI8_zuniHzeycB9C4Gsh146Wl1WzSdzcJms',
    VAPID_PRIVATE_KEY: 'xSHCz108ZotH36HS8DppZJfh_DkIosXAeXRd5mSM6Hk',
    VAPID_SUBJECT: 'https://club.example.org',
  };
  const withKeys = serverForFile(env);

  it('answers the public key of VAPID_PUBLIC_KEY and signs with its pair, naming VAPID_SUBJECT', async () => {
    expect((await withKeys.client().get('/api/push/key')).body).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    const { client, userId } = await withKeys.signedIn('member');
    const browser = browserKeys();
    await client.post('/api/push/subscriptions', { endpoint: push.endpoint('env-keys'), keys: browser.keys });
    await pushSender({ config: sameClubConfig(withKeys, env), db: withKeys.db, agent: push.agent }).send(withKeys.db, userId, payload);
    const received = push.received.find((p) => p.id === 'env-keys')!;
    expect(browser.read(received)).toEqual(payload);
    const vapid = vapidOf(received);
    expect(vapid.key).toBe(env.VAPID_PUBLIC_KEY);
    expect(signedBy(vapid.token, env.VAPID_PUBLIC_KEY)).toBe(true);
    expect(vapid.claims.sub).toBe('https://club.example.org');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { claimKey } from '../middleware/idempotency-claim';
import { startTestServer, type TestServer } from '../test/test-server';
import { holderAlive, startHeartbeat } from './heartbeat';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const claim = (bootId: string, key: string) =>
  claimKey(srv!.db, {
    key,
    storedKeys: [`stored-${key}`],
    scope: 'device:heartbeat-test',
    legacy: [],
    method: 'POST',
    path: '/api/contact',
    hashes: ['h'],
    leaseMs: 30_000,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    bootId,
  });

describe('the heartbeat of a process', () => {
  it('names the claims the process makes (within the column, on either database); they are its while it beats, free once it stops', async () => {
    srv = await startTestServer();
    const heartbeat = await startHeartbeat(srv.db, srv.dataDir, () => undefined);
    const made = await claim(heartbeat.bootId, 'heartbeat-key-1');
    expect(made.kind).toBe('run');
    const owner = (made as { owner: string }).owner;
    expect(owner.startsWith(`${heartbeat.bootId}.`)).toBe(true);
    expect(await holderAlive(srv.db, owner)).toBe(true);
    await heartbeat.stop();
    expect(await holderAlive(srv.db, owner)).toBe(false);
  });

  it('a restart on the same data folder frees its predecessor at once', async () => {
    srv = await startTestServer();
    const first = await startHeartbeat(srv.db, srv.dataDir, () => undefined);
    const made = (await claim(first.bootId, 'heartbeat-key-2')) as { owner: string };
    // The process dies without a word (kill -9): its timer stops, its row stays.
    const second = await startHeartbeat(srv.db, srv.dataDir, () => undefined);
    expect(await holderAlive(srv.db, made.owner)).toBe(false);
    await Promise.all([first.stop(), second.stop()]);
  });
});

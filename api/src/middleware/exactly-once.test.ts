import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import knexFactory from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knexConfig } from '../../../knexfile';
import { createApp } from '../app';
import { closeDb, openDb } from '../db';
import { startChildServer } from '../test/child-server';
import { Client, onPostgres, type Res, sameClubConfig, startTestServer, type TestServer } from '../test/test-server';

const msg = (n: number | string) => ({ name: 'Karim', email: 'karim@example.com', subject: `Visit ${n}`, message: 'How can I help?' });
const count = async (db: TestServer['db'], subject?: string) =>
  Number(
    (await db('contact_messages')
      .modify((q) => (subject ? q.where({ subject }) : q))
      .count({ n: '*' })
      .first())!.n,
  );

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ IDEMPOTENCY_LEASE_MS: '300' });
});
afterAll(() => srv.close());

/** What a request that claimed a key for POST /api/contact and never finished leaves behind; `leaseMs` from now (negative: run out). */
const unfinishedClaim = (c: { key: string; device: string; leaseMs: number; owner: string }) =>
  srv.db('idempotency_keys').insert({
    key: c.key,
    client_id: `device:${c.device}`,
    method: 'POST',
    path: '/api/contact',
    body_hash: '',
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    lease_until: new Date(Date.now() + c.leaseMs).toISOString(),
    owner: c.owner,
  });

describe('a write whose request died is applied once', () => {
  it('a claim left "processing" by a dead request is taken over once its lease runs out (not a 409 forever)', async () => {
    const c = srv.client({ 'x-client-id': 'device-stranded' });
    // What a request killed between claiming the key and finishing leaves behind.
    await unfinishedClaim({ key: 'stranded-key-1', device: 'device-stranded', leaseMs: -1000, owner: 'dead' });
    const res = await c.post('/api/contact', msg('stranded'), { 'idempotency-key': 'stranded-key-1' });
    expect(res.status).toBe(201);
    expect(await count(srv.db, 'Visit stranded')).toBe(1);
    const again = await c.post('/api/contact', msg('stranded'), { 'idempotency-key': 'stranded-key-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(srv.db, 'Visit stranded')).toBe(1);
  });

  it('a claim still leased answers 409 with Retry-After, and nothing runs', async () => {
    await unfinishedClaim({ key: 'leased-key-1', device: 'device-leased', leaseMs: 60_000, owner: 'alive' });
    const res = await srv.client({ 'x-client-id': 'device-leased' }).post('/api/contact', msg('leased'), { 'idempotency-key': 'leased-key-1' });
    expect(res.status).toBe(409);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count(srv.db, 'Visit leased')).toBe(0);
  });

  it.each([
    ['alive (it beat a moment ago)', 1_000, 409, 0],
    ['gone (no beat for 10 s)', 10_000, 201, 1],
  ])('a claim still leased by a process on another machine that is %s: %s', async (_state, beatAgoMs, status, stored) => {
    const who = `m${beatAgoMs}`;
    await srv.db('process_heartbeats').insert({ boot_id: `boot-${who}`, beat_at: new Date(Date.now() - beatAgoMs).toISOString() });
    await unfinishedClaim({ key: `machine-key-${who}`, device: `device-${who}`, leaseMs: 60_000, owner: `boot-${who}.0123456789abcdef` });
    const res = await srv.client({ 'x-client-id': `device-${who}` }).post('/api/contact', msg(who), { 'idempotency-key': `machine-key-${who}` });
    expect(res.status).toBe(status);
    expect(await count(srv.db, `Visit ${who}`)).toBe(stored);
  });

  it.each([
    ['after the handler wrote, before commit', 'idempotency.after-handler', 0],
    ['after commit, before the answer left', 'idempotency.after-commit', 1],
  ])(
    "kill -9 %s: the restarted server applies the replay exactly once, at once (the dead process's claim is freed, its 30 s lease not waited out)",
    async (_when, point, storedAtCrash) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-crash-'));
      try {
        const crashing = await startChildServer(dataDir, { CLUB_FAULTS: point, IDEMPOTENCY_LEASE_MS: '30000' });
        const c = new Client(crashing.url, { 'x-client-id': 'device-crash' });
        await expect(c.post('/api/contact', msg('crash'), { 'idempotency-key': 'crash-key-0001' })).rejects.toThrow();
        await crashing.exited;
        const restarted = await startChildServer(dataDir, { IDEMPOTENCY_LEASE_MS: '30000' });
        try {
          const db = knexFactory(knexConfig({ dataDir }));
          try {
            expect(await count(db, 'Visit crash')).toBe(storedAtCrash);
            const replay = await new Client(restarted.url, { 'x-client-id': 'device-crash' }).post('/api/contact', msg('crash'), {
              'idempotency-key': 'crash-key-0001',
            });
            expect(replay.status).toBe(201);
            expect(await count(db, 'Visit crash')).toBe(1);
          } finally {
            await db.destroy();
          }
        } finally {
          await restarted.kill();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});

describe('the key belongs to the write, not to whoever is signed in at replay', () => {
  it('signed in at the first try, session over at the replay: one registration', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const event = await admin.post('/api/events', {
      title: 'Scope test',
      description: 'x',
      date: '2030-01-01',
      time: '10:00',
      location: 'Hall',
      category: 'workshop',
      registrationRequired: true,
    });
    const p = await srv.signedIn('participant');
    const device = { 'x-client-id': 'device-scope-1' };
    const body = { eventId: event.body.event.id, name: 'P Q', email: p.email, phone: '+8801700000000', reason: 'I really want to come along' };
    const first = await p.client.post('/api/event-registrations/anonymous', body, { ...device, 'idempotency-key': 'scope-key-0001' });
    expect(first.status).toBe(201);
    await p.client.request('POST', '/api/auth/logout');
    const replay = await new Client(srv.url, device).post('/api/event-registrations/anonymous', body, { 'idempotency-key': 'scope-key-0001' });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(Number((await srv.db('event_registrations').where({ event_id: event.body.event.id }).count({ n: '*' }).first())!.n)).toBe(1);
  });
});

describe('an upload replayed', () => {
  it('is recognised by its bytes: the same file under the same key is stored once', async () => {
    const m = await srv.signedIn('member');
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = (bytes: Buffer) => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
      return fd;
    };
    const h = { 'idempotency-key': 'upload-key-0001', 'x-client-id': 'device-upload' };
    const first = await m.client.request('POST', '/api/upload', form(png), h);
    const again = await m.client.request('POST', '/api/upload', form(png), h);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(Number((await srv.db('uploads').where({ uploaded_by: m.userId }).count({ n: '*' }).first())!.n)).toBe(1);
    const other = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#a00' } })
      .png()
      .toBuffer();
    expect((await m.client.request('POST', '/api/upload', form(other), h)).status).toBe(422);
  });
});

describe('a database that cannot take a write', () => {
  // SQLite's write lock; PostgreSQL locks rows, not the database.
  it.skipIf(onPostgres)(
    'busy (another process holds the write lock): 503 with Retry-After and a message; reads still answer',
    { timeout: 60_000 },
    async () => {
      const own = await startTestServer({ SQLITE_BUSY_TIMEOUT_MS: '200' });
      const other = knexFactory({ ...knexConfig({ dataDir: own.dataDir, busyTimeoutMs: 200 }), pool: { min: 1, max: 1 } });
      try {
        const conn = await other.client.acquireConnection();
        await new Promise<void>((resolve, reject) => conn.run('BEGIN IMMEDIATE', (e: Error | null) => (e ? reject(e) : resolve())));
        const res = await own.client().post('/api/contact', msg('busy'));
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        expect(res.body).toEqual({
          code: 'unavailable',
          message: 'The server is busy. Please try again in a moment.',
          key: 'the_server_is_busy_please_try_again_in_a_moment',
        });
        // Reads go through the read-only connections: they answer while the write lock is held.
        expect((await own.client().get('/api/events')).status).toBe(200);
        await new Promise<void>((resolve, reject) => conn.run('ROLLBACK', (e: Error | null) => (e ? reject(e) : resolve())));
        await other.client.releaseConnection(conn);
        expect((await own.client().post('/api/contact', msg('busy'))).status).toBe(201);
      } finally {
        await other.destroy();
        await own.close();
      }
    },
  );

  it.each([
    [{ code: 'SQLITE_FULL' }, 507, 'insufficient_storage'],
    [{ code: 'ENOSPC' }, 507, 'insufficient_storage'],
    [{ code: '53100' }, 507, 'insufficient_storage'],
    [{ code: 'SQLITE_READONLY' }, 503, 'unavailable'],
    [{ code: '25006' }, 503, 'unavailable'],
    [{ code: 'SQLITE_LOCKED' }, 503, 'unavailable'],
    [{ code: '40P01' }, 503, 'unavailable'],
    [{ name: 'KnexTimeoutError' }, 503, 'unavailable'],
  ])('%o is answered %i (%s) with Retry-After, never a bare 500', async (error, status, code) => {
    const { toErrorResponse } = await import('../lib/errors');
    const res = toErrorResponse(Object.assign(new Error('db'), error));
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(Number(res.headers?.['Retry-After'])).toBeGreaterThan(0);
  });
});

describe('two API processes on one database', () => {
  it('the same key sent to both at once is applied once, and both answer the same', async () => {
    const config = sameClubConfig(srv);
    const secondDb = openDb({ dataDir: srv.dataDir, databaseUrl: config.DATABASE_URL });
    const second = createApp({ db: secondDb, config: { ...config, IDEMPOTENCY_LEASE_MS: 300 }, distDir: srv.dataDir }).listen(0, '127.0.0.1');
    try {
      await new Promise((r) => second.once('listening', r));
      const secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
      for (let round = 0; round < 8; round++) {
        const key = `twin-key-${round}-aaaa`;
        const headers = { 'idempotency-key': key, 'x-client-id': 'device-twin' };
        const send = (base: string) => new Client(base, headers).post('/api/contact', msg(`twin ${round}`));
        let answers: Res[] = await Promise.all([send(srv.url), send(secondUrl), send(srv.url), send(secondUrl)]);
        // A loser is told to retry (409 still processing, or 503 busy); retried, it gets the stored answer.
        for (let tries = 0; answers.some((a) => a.status !== 201) && tries < 20; tries++) {
          expect(answers.every((a) => [201, 409, 503].includes(a.status))).toBe(true);
          await new Promise((r) => setTimeout(r, 100));
          answers = await Promise.all(answers.map((a, i) => (a.status === 201 ? a : send(i % 2 ? secondUrl : srv.url))));
        }
        expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
        expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
        expect(await count(srv.db, `Visit twin ${round}`)).toBe(1);
      }
    } finally {
      await new Promise<void>((r) => second.close(() => r()));
      await closeDb(secondDb);
    }
  }, 60_000);
});

describe('a queued write goes only as the person who made it', () => {
  it('sent while another account is signed in (another tab on a shared phone): 401 session_mismatch, nothing runs or is recorded', async () => {
    const a = await srv.signedIn('member');
    const b = await srv.signedIn('member');
    const headers = { 'x-client-id': 'device-shared', 'idempotency-key': 'shared-key-0001', 'x-expected-user': String(a.userId) };
    const wrong = await b.client.post('/api/contact', msg('shared'), headers);
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('session_mismatch');
    expect(await count(srv.db, 'Visit shared')).toBe(0);
    expect(await srv.db('idempotency_keys').where({ client_id: 'device:device-shared' }).first()).toBeUndefined();
    const signedOut = await srv.client().post('/api/contact', msg('shared'), headers);
    expect(signedOut.status).toBe(401);
    // Its author signed in again: it goes, once, as them.
    const right = await a.client.post('/api/contact', msg('shared'), headers);
    expect(right.status).toBe(201);
    const row = await srv.db('contact_messages').where({ subject: 'Visit shared' }).first();
    expect(row.user_id).toBe(a.userId);
    expect(await count(srv.db, 'Visit shared')).toBe(1);
  });

  it('a 401 is never kept as the answer of a key: after signing in, the same key runs', async () => {
    const p = await srv.signedIn('participant');
    const event = await (
      await srv.signedIn('admin')
    ).client.post('/api/events', {
      title: 'Later',
      description: 'x',
      date: '2030-01-01',
      time: '10:00',
      location: 'Hall',
      category: 'workshop',
      registrationRequired: false,
    });
    const headers = { 'x-client-id': 'device-401', 'idempotency-key': 'rsvp-key-0001' };
    expect((await srv.client().post('/api/event-rsvp', { eventId: event.body.event.id }, headers)).status).toBe(401);
    const res = await p.client.post('/api/event-rsvp', { eventId: event.body.event.id }, headers);
    expect(res.status).toBe(201);
  });
});

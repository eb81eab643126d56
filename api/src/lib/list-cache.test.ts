import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerOf } from '../db';
import { secondProcess } from '../test/fixtures';
import { startTestServer, type Client, type TestServer } from '../test/test-server';

let srv: TestServer;
let admin: Client;
beforeAll(async () => {
  srv = await startTestServer();
  admin = (await srv.signedIn('admin')).client;
});
afterAll(() => srv.close());

const event = (title: string) => ({
  title,
  description: 'x',
  date: '2031-01-01',
  time: '10:00',
  location: 'Hall',
  category: 'workshop',
  registrationRequired: false,
});

/** The SQL a request runs on the read connections. */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const listen = (q: { sql: string }) => sql.push(q.sql);
  const reader = readerOf(srv.db);
  reader.on('query', listen);
  srv.db.on('query', listen);
  try {
    await run();
  } finally {
    reader.off('query', listen);
    srv.db.off('query', listen);
  }
  return sql;
}

describe('lists answered from the cache until the data changes', () => {
  it('a 304, and an unchanged list, run no list query: at most a read of the data version', async () => {
    await admin.post('/api/events', event('Cached one'));
    const first = await srv.client().get('/api/events');
    const etag = first.headers.get('etag')!;
    const sql = await queriesDuring(async () => expect((await srv.client().get('/api/events', { 'if-none-match': etag })).status).toBe(304));
    expect(sql.filter((q) => !/data_versions/.test(q))).toEqual([]);
    expect(sql.length).toBeLessThanOrEqual(1);
    const again = await queriesDuring(async () => expect((await srv.client().get('/api/events')).status).toBe(200));
    expect(again.filter((q) => !/data_versions/.test(q))).toEqual([]);
  });

  it('a write makes every list fresh: the new event is in the next answer, with a new ETag', async () => {
    const before = await srv.client().get('/api/events');
    await admin.post('/api/events', event('Fresh after write'));
    const after = await srv.client().get('/api/events', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.events.map((e: { title: string }) => e.title)).toContain('Fresh after write');
  });

  it('is kept per audience: what an admin sees is never served to a visitor', async () => {
    const m = await srv.signedIn('member');
    await m.client.post('/api/projects', { title: 'Pending idea', description: 'Not yet approved', category: 'general' });
    expect((await admin.get('/api/projects')).text).toContain('Pending idea');
    expect((await srv.client().get('/api/projects')).text).not.toContain('Pending idea');
    expect((await admin.get('/api/projects')).text).toContain('Pending idea');
  });

  it('stays right across two API processes on one database', async () => {
    const other = await secondProcess(srv);
    try {
      const otherClient = other.client;
      const cached = await otherClient.get('/api/events');
      await admin.post('/api/events', event('Made on the first process'));
      // The other process trusts the version it read for at most a second.
      await new Promise((r) => setTimeout(r, 1100));
      const next = await otherClient.get('/api/events', { 'if-none-match': cached.headers.get('etag')! });
      expect(next.status).toBe(200);
      expect(next.text).toContain('Made on the first process');
    } finally {
      await other.close();
    }
  });

  it('a visitor reading lists gets no session cookie and no session row', async () => {
    const rows = async () => Number((await srv.db('sessions').count({ n: '*' }).first())!.n);
    const before = await rows();
    const visitor = srv.client();
    for (const path of ['/api/events', '/api/news', '/api/members', '/api/auth/user']) {
      const res = await visitor.get(path);
      expect(res.headers.getSetCookie().filter((c) => c.startsWith('club.sid'))).toEqual([]);
    }
    expect(await rows()).toBe(before);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { startTestServer, type TestServer } from '../test/test-server';

/** The server's log as a person (or jq) reads it: one JSON line per request, faults with the request's id. */
let srv: TestServer;
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
beforeAll(async () => {
  srv = await startTestServer({}, { logger: createLogger('info', sink) });
});
afterAll(() => srv.close());

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('the request log', () => {
  it('writes one line per request: time, id (also answered as X-Request-Id), method, path, status, ms, user', async () => {
    const res = await srv.client().get('/api/health?verbose=1');
    const id = res.headers.get('x-request-id');
    const line = requestLines().find((l) => l.reqId === id);
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/health', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(Date.parse(String(line?.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(requestLines().filter((l) => l.reqId === id)).toHaveLength(1);

    const { client, userId } = await srv.signedIn('member');
    const mine = await client.get('/api/calendar-feed');
    expect(requestLines().find((l) => l.reqId === mine.headers.get('x-request-id'))).toMatchObject({ userId, path: '/api/calendar-feed' });
  });

  it('never writes a body, a query string or a secret from a path', async () => {
    await srv.client().post('/api/auth/login', { email: 'nobody@example.org', password: 'Secret-Password-9' });
    await srv.client().get('/api/calendar/AAAAsecretFeedTokenAAAA.ics');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('Secret-Password-9');
    expect(text).not.toContain('nobody@example.org');
    expect(text).not.toContain('secretFeedToken');
    expect(text).not.toContain('verbose');
    expect(requestLines().some((l) => l.path === '/api/calendar/:token.ics')).toBe(true);
  });

  it('logs a fault as an error with the request id and the stack, and the answer is a plain 500', async () => {
    const admin = (await srv.signedIn('admin')).client;
    await srv.db.schema.dropTable('contact_messages');
    const res = await admin.get('/api/contact-messages');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    const fault = lines.find((l) => l.level === 50 && l.reqId === id);
    expect(fault?.msg).toBe('GET /api/contact-messages');
    expect(String((fault?.err as { stack?: string })?.stack)).toContain('contact_messages');
    expect(requestLines().find((l) => l.reqId === id)).toMatchObject({ status: 500 });
  });
});

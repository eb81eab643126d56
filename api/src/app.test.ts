import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('the app shell of the API', () => {
  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await srv.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'No API endpoint at GET /api/nothing-here' });
  });

  it('refuses a write whose Origin names another site', async () => {
    const res = await srv.client({ origin: 'https://evil.example' }).post('/api/auth/register', { email: 'x@example.com', password: 'longenough1', firstName: 'X', lastName: 'Y' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await srv.db('users').where({ email: 'x@example.com' }).first()).toBeUndefined();
  });

  it('accepts a write from its own origin', async () => {
    const res = await srv.client({ origin: srv.url }).post('/api/auth/register', { email: 'same@example.com', password: 'longenough1', firstName: 'S', lastName: 'O' });
    expect(res.status).toBe(201);
  });

  it('sends security headers', async () => {
    const res = await srv.client().get('/api/auth/user');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the session secret in DATA_DIR with mode 0600', async () => {
    const fs = await import('node:fs');
    const st = fs.statSync(`${srv.dataDir}/session-secret`);
    expect(st.mode & 0o777).toBe(0o600);
  });
});

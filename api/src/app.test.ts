import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from './db';
import { onPostgres, startTestServer, type TestServer } from './test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

describe('the app shell of the API', () => {
  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await srv.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'No API endpoint at GET /api/nothing-here', key: 'no_api_endpoint_at_get_api_nothing_here' });
  });

  it('answers a method a path does not take with 405 and the methods it does take, in every feature', async () => {
    for (const [path, allow] of [
      ['/api/events', ['GET', 'HEAD', 'POST']],
      ['/api/news', ['GET', 'HEAD', 'POST']],
      ['/api/settings', ['GET', 'HEAD', 'PUT']],
    ] as const) {
      const res = await srv.client({ origin: srv.url }).patch(path, {});
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow')?.split(/,\s*/).sort(), path).toEqual([...allow].sort());
    }
    const options = await fetch(srv.url + '/api/projects', { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('refuses a write whose Origin names another site', async () => {
    const res = await srv
      .client({ origin: 'https://evil.example' })
      .post('/api/auth/register', { email: 'x@example.com', password: 'longenough1', firstName: 'X', lastName: 'Y' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await srv.db('users').where({ email: 'x@example.com' }).first()).toBeUndefined();
  });

  it.each(['not a url', 'http://', '://x', 'https://[bad'])('refuses a write whose Origin cannot be read (%s)', async (origin) => {
    const res = await srv.client({ origin }).post('/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    expect(res.status).toBe(403);
  });

  it('accepts a write from its own origin', async () => {
    const res = await srv
      .client({ origin: srv.url })
      .post('/api/auth/register', { email: 'same@example.com', password: 'longenough1', firstName: 'S', lastName: 'O' });
    expect(res.status).toBe(201);
  });

  it("sends security headers: the API's answers a policy that lets them run and load nothing, without a document's other policies (some 450 bytes less each)", async () => {
    for (const path of ['/api/auth/user', '/api/news?limit=1', '/api/no-such-thing']) {
      const res = await srv.client().get(path);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
    const page = await srv.client().get('/about');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
  });

  // PostgreSQL keeps no files here; the SQLite run checks them.
  it.skipIf(onPostgres)('keeps the database, its WAL and shared-memory files readable by this user only (0600)', async () => {
    const fs = await import('node:fs');
    await srv.client().post('/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    const files = ['club.sqlite3', 'club.sqlite3-wal', 'club.sqlite3-shm'].filter((f) => fs.existsSync(`${srv.dataDir}/${f}`));
    expect(files).toContain('club.sqlite3');
    for (const f of files) expect(fs.statSync(`${srv.dataDir}/${f}`).mode & 0o777, f).toBe(0o600);
  });

  // On PostgreSQL the secrets come from SESSION_SECRETS (required there): none is generated.
  it.skipIf(onPostgres)('keeps the generated session secret in DATA_DIR with mode 0600', async () => {
    const fs = await import('node:fs');
    const st = fs.statSync(`${srv.dataDir}/session-secret`);
    expect(st.mode & 0o777).toBe(0o600);
  });
});

describe('serving the built app', () => {
  it('answers client routes and unknown paths with the app HTML, caches hashed assets immutably, never sw.js or index.html', async () => {
    const fs = await import('node:fs');
    const dist = `${srv.dataDir}/no-dist`;
    fs.mkdirSync(`${dist}/assets`, { recursive: true });
    fs.writeFileSync(`${dist}/index.html`, '<!doctype html><title>club</title>');
    fs.writeFileSync(`${dist}/sw.js`, 'self.x = 1;');
    fs.writeFileSync(`${dist}/assets/app-abc123.js`, 'console.log(1)');
    const c = srv.client();
    for (const path of ['/', '/events', '/news/12', '/no/such/page']) {
      const res = await c.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>club</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await c.get('/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await c.get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const api = await c.get('/api/no-such');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('not_found');
    expect((await c.get('/uploads/missing.jpg')).status).toBe(404);
  });
});

describe('unexpected failures', () => {
  it('are a bare 500 with no stack in the body', async () => {
    const own = await startTestServer();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await closeDb(own.db);
      const res = await own.client().get('/api/events');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
        key: 'something_went_wrong_on_our_side_please_try_again',
      });
      expect(res.text).not.toMatch(/at \w+ \(|node_modules|knex/i);
    } finally {
      console.error = original;
      await own.close().catch(() => undefined);
    }
  });
});

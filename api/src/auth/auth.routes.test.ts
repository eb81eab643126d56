import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { Client, sameClubConfig, startTestServer } from '../test/test-server';
import { serverForFile } from '../test/fixtures';

const srv = serverForFile();

const join = {
  firstName: 'Rina',
  lastName: 'Das',
  email: 'Rina.Das@Example.com',
  phone: '+8801711000000',
  age: '19',
  address: 'Ward 4, Sadar',
  motivation: 'I want to help my community plant trees.',
  password: 'longenough1',
};

describe('register', () => {
  it('creates a pending applicant from the Join dialog payload, with every field stored', async () => {
    const c = srv.client();
    const res = await c.post('/api/auth/register', join);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'rina.das@example.com',
      role: 'applicant',
      applicationStatus: 'pending',
      phone: join.phone,
      age: '19',
      address: join.address,
      motivation: join.motivation,
    });
    expect(res.body.user.appliedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.text).not.toMatch(/password|hash|argon/i);
  });

  it('accepts the Register screen payload', async () => {
    const res = await srv.client().post('/api/auth/register', { email: 'screen@example.com', password: 'longenough1', firstName: 'Sam', lastName: 'Roy' });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('applicant');
  });

  it('refuses an e-mail already in use with a 409 and a clear message', async () => {
    const res = await srv.client().post('/api/auth/register', { ...join, email: 'RINA.DAS@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'conflict',
      message: 'An account with this email already exists. Please log in instead.',
      fields: { email: 'An account with this email already exists. Please log in instead.' },
      key: 'an_account_with_this_email_already_exists_please_log_in_instead',
      fieldKeys: { email: 'an_account_with_this_email_already_exists_please_log_in_instead' },
    });
  });

  it('names each failing field', async () => {
    const res = await srv.client().post('/api/auth/register', { email: 'nope', password: 'short', firstName: '', lastName: 'X', phone: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toMatchObject({
      email: 'Valid email is required',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      phone: 'Phone number is required',
      age: 'Age is required',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await srv.client().request('POST', '/api/auth/register', '{"email":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });
});

describe('login and the session', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie, and /api/auth/user answers the current user', async () => {
    const c = srv.client();
    await c.post('/api/auth/register', { email: 'login@example.com', password: 'longenough1', firstName: 'Lia', lastName: 'Khan' });
    expect((await c.get('/api/auth/user')).status).toBe(401);
    const res = await c.post('/api/auth/login', { email: 'LOGIN@example.com', password: 'longenough1' });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((l) => l.startsWith('club.sid='))!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).not.toMatch(/secure/i);
    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'phone',
        'role',
        'createdAt',
        'applicationStatus',
        'appliedAt',
        'approvedAt',
        'age',
        'address',
        'motivation',
        'profileImageUrl',
        'permissions',
        'language',
        'emailVerified',
      ].sort(),
    );
    expect(me.body).toMatchObject({ email: 'login@example.com', firstName: 'Lia', role: 'applicant' });
  });

  it('gives a new session id at login', async () => {
    const c = srv.client();
    await c.post('/api/auth/register', { email: 'fixation@example.com', password: 'longenough1', firstName: 'F', lastName: 'X' });
    await c.post('/api/auth/login', { email: 'nobody@example.com', password: 'wrongpass' });
    await c.get('/api/login');
    const before = c.cookie('club.sid');
    await c.post('/api/auth/login', { email: 'fixation@example.com', password: 'longenough1' });
    expect(c.cookie('club.sid')).toBeTruthy();
    expect(c.cookie('club.sid')).not.toBe(before);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    await srv.client().post('/api/auth/register', { email: 'wrong@example.com', password: 'longenough1', firstName: 'W', lastName: 'P' });
    const a = await srv.client().post('/api/auth/login', { email: 'wrong@example.com', password: 'not-the-one' });
    const b = await srv.client().post('/api/auth/login', { email: 'ghost@example.com', password: 'not-the-one' });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual(b.body);
    expect(a.body.message).toBe('Invalid email or password');
  });

  it('logout (a POST, as the Logout button submits it) ends the session server-side and redirects to /', async () => {
    const c = srv.client();
    await c.post('/api/auth/register', { email: 'bye@example.com', password: 'longenough1', firstName: 'B', lastName: 'Y' });
    await c.post('/api/auth/login', { email: 'bye@example.com', password: 'longenough1' });
    const sid = c.cookie('club.sid');
    const sig = c.cookie('club.sid.sig');
    const res = await c.request('POST', '/api/logout', 'x=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect((await c.get('/api/auth/user')).status).toBe(401);
    // The old cookie, replayed by someone who kept it, no longer works.
    const replay = srv.client({ cookie: `club.sid=${sid}; club.sid.sig=${sig}` });
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('a GET /api/logout started by another site (a link or image) does not sign out; one typed by the user does', async () => {
    const { client } = await srv.signedIn('member');
    const sites: Array<Record<string, string>> = [{}, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const site of sites) {
      const res = await client.get('/api/logout', site);
      expect(res.status).toBe(302);
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
    await client.get('/api/logout', { 'sec-fetch-site': 'none' });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('a disabled account is signed out at once', async () => {
    const { client, userId } = await srv.signedIn('member');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await srv.db('users').where({ id: userId }).update({ is_active: false });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('/api/login goes to /login when no provider is configured', async () => {
    const res = await srv.client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('login attempts are limited', () => {
  it('per account: the sixth wrong try in the window is a 429 with Retry-After, even with the right password', async () => {
    const own = await startTestServer();
    try {
      await own.client().post('/api/auth/register', { email: 'limit@example.com', password: 'longenough1', firstName: 'L', lastName: 'M' });
      for (let i = 0; i < 5; i++)
        expect((await own.client().post('/api/auth/login', { email: 'limit@example.com', password: `bad-${i}-pass` })).status).toBe(401);
      const res = await own.client().post('/api/auth/login', { email: 'limit@example.com', password: 'longenough1' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    } finally {
      await own.close();
    }
  });

  it('per address: many accounts from one address are stopped too, and a forged X-Forwarded-For does not reset it', async () => {
    const own = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await own
          .client({ 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` })
          .post('/api/auth/login', { email: `u${i}@example.com`, password: 'whatever1' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await own.close();
    }
  });

  it('is shared by every API process on the same database (scale-out)', async () => {
    const own = await startTestServer();
    const second = createApp({ db: own.db, config: sameClubConfig(own), distDir: own.dataDir }).listen(0, '127.0.0.1');
    try {
      await new Promise((r) => second.once('listening', r));
      const other = new Client(`http://127.0.0.1:${(second.address() as AddressInfo).port}`);
      await own.client().post('/api/auth/register', { email: 'shared@example.com', password: 'longenough1', firstName: 'S', lastName: 'H' });
      for (let i = 0; i < 5; i++) {
        const via = i % 2 ? other : own.client();
        expect((await via.post('/api/auth/login', { email: 'shared@example.com', password: `bad-${i}-pass` })).status).toBe(401);
      }
      expect((await other.post('/api/auth/login', { email: 'shared@example.com', password: 'longenough1' })).status).toBe(429);
      expect((await own.client().post('/api/auth/login', { email: 'shared@example.com', password: 'longenough1' })).status).toBe(429);
    } finally {
      await new Promise<void>((r) => second.close(() => r()));
      await own.close();
    }
  });
});

describe('the signed-in marker', () => {
  it('is a readable cookie set at sign-in, renewed when the user is read, and cleared at sign-out or when the session is gone', async () => {
    const own = await startTestServer();
    try {
      await own.client().post('/api/auth/register', { email: 'mark@example.com', password: 'longenough1', firstName: 'M', lastName: 'K' });
      const c = own.client();
      const login = await c.post('/api/auth/login', { email: 'mark@example.com', password: 'longenough1' });
      const marker = login.headers.getSetCookie().find((x) => x.startsWith('club.signed_in=1'));
      expect(marker).toBeTruthy();
      expect(marker).not.toMatch(/httponly/i);
      expect(c.cookie('club.signed_in')).toBe('1');
      await c.request('POST', '/api/logout', 'x=1', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(c.cookie('club.signed_in')).toBeUndefined();

      await c.post('/api/auth/login', { email: 'mark@example.com', password: 'longenough1' });
      // Asking who is signed in renews the marker with the session (it may have expired first).
      const asked = await c.get('/api/auth/user');
      expect(asked.headers.getSetCookie().some((x) => x.startsWith('club.signed_in=1'))).toBe(true);
      await own.db('sessions').delete();
      expect((await c.get('/api/auth/user')).status).toBe(401);
      expect(c.cookie('club.signed_in')).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});

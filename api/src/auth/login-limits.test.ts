import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let own: TestServer | undefined;
afterEach(async () => {
  await own?.close();
  own = undefined;
});

async function serverWithAccount(email: string, password: string) {
  own = await startTestServer();
  expect((await own.client().post('/api/auth/register', { email, password, firstName: 'L', lastName: 'M' })).status).toBe(201);
  return own;
}

describe('login limits hold under concurrency', () => {
  it('12 wrong passwords sent at once: at most 5 are checked, the rest are 429', async () => {
    const srv = await serverWithAccount('burst@example.com', 'longenough1');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => srv.client().post('/api/auth/login', { email: 'burst@example.com', password: `wrong-${i}-pass` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // And the account stays limited for unknown devices afterwards.
    expect((await srv.client().post('/api/auth/login', { email: 'burst@example.com', password: 'longenough1' })).status).toBe(429);
  });

  it('a right password inside a burst of wrong ones does not reset the count for the rest of the burst', async () => {
    const srv = await serverWithAccount('reset@example.com', 'longenough1');
    const tries = Array.from({ length: 12 }, (_, i) => (i === 2 ? 'longenough1' : `wrong-${i}-pass`));
    const answers = await Promise.all(tries.map((password) => srv.client().post('/api/auth/login', { email: 'reset@example.com', password })));
    const checked = answers.filter((a) => a.status !== 429).length;
    expect(checked).toBeLessThanOrEqual(5);
  });
});

describe('the owner is not locked out of their own phone', () => {
  it('after someone else guesses 6 times, unknown devices wait, the device that signed in before still gets in', async () => {
    const srv = await serverWithAccount('owner@example.com', 'longenough1');
    const phone = srv.client();
    expect((await phone.post('/api/auth/login', { email: 'owner@example.com', password: 'longenough1' })).status).toBe(200);
    expect(phone.cookie('club.device')).toBeTruthy();
    await phone.request('POST', '/api/auth/logout');

    for (let i = 0; i < 6; i++) await srv.client().post('/api/auth/login', { email: 'owner@example.com', password: `guess-${i}-pass` });
    expect((await srv.client().post('/api/auth/login', { email: 'owner@example.com', password: 'longenough1' })).status).toBe(429);

    const back = await phone.post('/api/auth/login', { email: 'owner@example.com', password: 'longenough1' });
    expect(back.status).toBe(200);
    expect((await phone.get('/api/auth/user')).body.email).toBe('owner@example.com');
  });

  it('a device cookie cannot be forged or carried to another account', async () => {
    const srv = await serverWithAccount('victim@example.com', 'longenough1');
    expect(
      (await srv.client().post('/api/auth/register', { email: 'attacker@example.com', password: 'longenough2', firstName: 'A', lastName: 'B' })).status,
    ).toBe(201);
    const attacker = srv.client();
    expect((await attacker.post('/api/auth/login', { email: 'attacker@example.com', password: 'longenough2' })).status).toBe(200);
    // The attacker's own known device does not exempt guesses at someone else's account.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attacker.post('/api/auth/login', { email: 'victim@example.com', password: `guess-${i}-pass` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const forged = srv.client({ cookie: `club.device=${'a'.repeat(32)}.${'b'.repeat(24)}; club.device.sig=forged` });
    expect((await forged.post('/api/auth/login', { email: 'victim@example.com', password: 'longenough1' })).status).toBe(429);
  });
});

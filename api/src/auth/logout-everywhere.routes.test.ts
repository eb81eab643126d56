import { describe, expect, it } from 'vitest';
import { serverForFile } from '../test/fixtures';

const srv = serverForFile();

/** The same person signed in on a second device (another browser, another cookie jar). */
async function secondDevice(email: string, password: string) {
  const other = srv.client();
  expect((await other.post('/api/auth/login', { email, password })).status).toBe(200);
  return other;
}

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the user, this one and the other device, and leaves other people signed in', async () => {
    const member = await srv.signedIn('member');
    const phone = await secondDevice(member.email, member.password);
    const someoneElse = await srv.signedIn('member');
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect(await srv.db('sessions').where({ user_id: member.userId })).toHaveLength(2);

    const res = await member.client.post('/api/auth/logout-everywhere');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out on every device' });
    expect(member.client.cookie('club.sid')).toBeUndefined();
    expect(member.client.cookie('club.signed_in')).toBeUndefined();

    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect(await srv.db('sessions').where({ user_id: member.userId })).toHaveLength(0);
    expect((await someoneElse.client.get('/api/auth/user')).status).toBe(200);
  });

  it('the old cookie, replayed, no longer works', async () => {
    const member = await srv.signedIn('participant');
    const sid = member.client.cookie('club.sid');
    const sig = member.client.cookie('club.sid.sig');
    await member.client.post('/api/auth/logout-everywhere');
    const replay = srv.client({ cookie: `club.sid=${sid}; club.sid.sig=${sig}` });
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('a visitor is refused with a 401', async () => {
    const res = await srv.client().post('/api/auth/logout-everywhere');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('still works while the site is under maintenance', async () => {
    const admin = (await srv.signedIn('admin')).client;
    expect((await admin.put('/api/settings', { maintenanceMode: true })).status).toBe(200);
    try {
      const member = await srv.signedIn('member');
      const phone = await secondDevice(member.email, member.password);
      const res = await member.client.post('/api/auth/logout-everywhere');
      expect(res.status).toBe(200);
      expect((await phone.get('/api/auth/user')).status).toBe(401);
    } finally {
      await admin.put('/api/settings', { maintenanceMode: false });
    }
  });
});

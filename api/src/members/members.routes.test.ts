import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const profile = { name: 'Rafi Ahmed', username: 'Rafi', bio: 'Coder', website: 'https://rafi.example', position: 'Tech Lead', linkedin: 'https://linkedin.com/in/rafi', facebook: '' };

describe('member profiles', () => {
  it('a member writes their own profile; it starts pending and reads back in the spec shape', async () => {
    const m = await srv.signedIn('member');
    const put = await m.client.put(`/api/member-profile/user/${m.userId}`, profile);
    expect(put.status).toBe(200);
    expect(put.body.profile).toMatchObject({ name: 'Rafi Ahmed', username: 'Rafi', status: 'pending', position: 'Tech Lead', social: { linkedin: 'https://linkedin.com/in/rafi', facebook: null }, userId: m.userId });
    const got = await m.client.get(`/api/member-profile/user/${m.userId}`);
    expect(got.body.bio).toBe('Coder');
  });

  it('usernames are unique case-insensitively', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.put(`/api/member-profile/user/${m.userId}`, { ...profile, username: 'rAFI' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This username is already taken');
  });

  it('nobody writes another user profile; reading needs the owner or an admin', async () => {
    const a = await srv.signedIn('member');
    const b = await srv.signedIn('member');
    expect((await a.client.put(`/api/member-profile/user/${b.userId}`, profile)).status).toBe(403);
    expect((await a.client.get(`/api/member-profile/user/${b.userId}`)).status).toBe(403);
    expect((await srv.client().put(`/api/member-profile/user/${b.userId}`, profile)).status).toBe(401);
    const admin = (await srv.signedIn('admin')).client;
    expect((await admin.put(`/api/member-profile/user/${b.userId}`, profile)).status).toBe(403);
    expect((await admin.get(`/api/member-profile/user/${b.userId}`)).status).toBe(404);
  });

  it('bad input names the field', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.put(`/api/member-profile/user/${m.userId}`, { name: '', username: 'has space', website: 'ftp://x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['name', 'username', 'website']);
  });
});

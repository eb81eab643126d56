import { describe, expect, it } from 'vitest';
import { bodyOf, serverForFile } from '../test/fixtures';

const srv = serverForFile();

const profile = {
  name: 'Rafi Ahmed',
  username: 'Rafi',
  bio: 'Coder',
  website: 'https://rafi.example',
  position: 'Tech Lead',
  linkedin: 'https://linkedin.com/in/rafi',
  facebook: '',
};

describe('member profiles', () => {
  it('a member writes their own profile; it starts pending and reads back in the spec shape', async () => {
    const m = await srv.signedIn('member');
    const put = await bodyOf(m.client.put(`/api/member-profile/user/${m.userId}`, profile));
    expect(put.profile).toMatchObject({
      name: 'Rafi Ahmed',
      username: 'Rafi',
      status: 'pending',
      position: 'Tech Lead',
      social: { linkedin: 'https://linkedin.com/in/rafi', facebook: null },
      userId: m.userId,
    });
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

describe('what a public profile shows', () => {
  async function approvedProfile(extra: Record<string, unknown> = {}) {
    const m = await srv.signedIn('member');
    const username = `pub${m.userId}`;
    expect((await m.client.put(`/api/member-profile/user/${m.userId}`, { ...profile, username, ...extra })).status).toBe(200);
    const admin = (await srv.signedIn('admin')).client;
    const entry = (await admin.get('/api/pending-content')).body.members.find((p: { userId: number }) => p.userId === m.userId);
    expect((await admin.post(`/api/approve-content/member/${entry.id}`, { revisionId: entry.revisionId })).status).toBe(200);
    return { ...m, username, admin };
  }
  const publicProfile = async (username: string) =>
    ((await srv.client().get('/api/members')).body as Array<{ username: string; email: string | null }>).find((p) => p.username === username);

  it('never the sign-in e-mail by itself; a contact e-mail only when the member chose one', async () => {
    const quiet = await approvedProfile();
    const list = await srv.client().get('/api/members');
    expect(list.text).not.toContain(quiet.email);
    expect((await publicProfile(quiet.username))?.email).toBeNull();

    const open = await approvedProfile({ email: 'Reach.Me@Example.org' });
    expect((await publicProfile(open.username))?.email).toBe('reach.me@example.org');
    expect((await srv.client().get('/api/members')).text).not.toContain(open.email);
  });

  it('a contact e-mail must be an e-mail', async () => {
    const m = await srv.signedIn('member');
    const res = await m.client.put(`/api/member-profile/user/${m.userId}`, { ...profile, username: `bad${m.userId}`, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Valid email is required');
  });

  it('a disabled person is no longer published; a removed person is gone with their profile', async () => {
    const disabled = await approvedProfile({ email: 'disabled.contact@example.org' });
    expect(await publicProfile(disabled.username)).toBeDefined();
    expect((await disabled.admin.patch(`/api/users/${disabled.userId}`, { isActive: false })).status).toBe(200);
    expect(await publicProfile(disabled.username)).toBeUndefined();
    expect((await srv.client().get('/api/members')).text).not.toContain('disabled.contact@example.org');

    const removed = await approvedProfile();
    expect((await removed.admin.del(`/api/users/${removed.userId}`)).status).toBe(200);
    expect(await publicProfile(removed.username)).toBeUndefined();
    expect(await srv.db('members').where({ username: removed.username }).first()).toBeUndefined();
  });

  it('a website or picture path must stay on this site: //evil.example/x is refused', async () => {
    const m = await srv.signedIn('member');
    for (const website of ['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)']) {
      const res = await m.client.put(`/api/member-profile/user/${m.userId}`, { ...profile, username: `path${m.userId}`, website, profileImageUrl: website });
      expect(res.status, website).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['profileImageUrl', 'website']);
    }
    const ok = await m.client.put(`/api/member-profile/user/${m.userId}`, {
      ...profile,
      username: `path${m.userId}`,
      website: 'https://ok.example/x',
      profileImageUrl: '/uploads/abc.jpg',
    });
    expect(ok.status).toBe(200);
  });

  it('a username already taken is a 409 naming the field', async () => {
    const a = await srv.signedIn('member');
    const b = await srv.signedIn('member');
    expect((await a.client.put(`/api/member-profile/user/${a.userId}`, { ...profile, username: `taken${a.userId}` })).status).toBe(200);
    const res = await b.client.put(`/api/member-profile/user/${b.userId}`, { ...profile, username: `TAKEN${a.userId}` });
    expect(res.status).toBe(409);
    expect(res.body.fields).toEqual({ username: 'This username is already taken' });
  });
});

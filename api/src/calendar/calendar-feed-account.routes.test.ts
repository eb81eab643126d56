import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

/** A member with a feed: their client, id, password and the feed's path (fetched by a calendar app, no cookie). */
async function memberWithFeed() {
  const member = await srv.signedIn('member');
  const url: string = (await member.client.post('/api/calendar-feed')).body.url;
  const feed = url.slice(srv.url.length);
  expect((await srv.client().get(feed)).status).toBe(200);
  return { ...member, feed, url };
}

async function signIn(email: string, password: string) {
  const client = srv.client();
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
}

describe('a calendar feed and changes to its account', () => {
  it('a disabled account’s feed is refused at once (404), and works again when the account is enabled', async () => {
    const m = await memberWithFeed();
    expect((await admin.patch(`/api/users/${m.userId}`, { isActive: false })).status).toBe(200);
    const refused = await srv.client().get(m.feed);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Calendar feed not found' });
    expect((await admin.patch(`/api/users/${m.userId}`, { isActive: true })).status).toBe(200);
    expect((await srv.client().get(m.feed)).status).toBe(200);
  });

  it('a removed account’s feed is gone', async () => {
    const m = await memberWithFeed();
    expect((await admin.del(`/api/users/${m.userId}`)).status).toBe(200);
    expect((await srv.client().get(m.feed)).status).toBe(404);
  });

  it('after Sign out everywhere the feed still works, and Settings suggests a new address until one is made', async () => {
    const m = await memberWithFeed();
    const bystander = await memberWithFeed();
    expect((await m.client.get('/api/calendar-feed')).body).toEqual({ url: m.url, renewSuggested: false });
    expect((await m.client.post('/api/auth/logout-everywhere')).status).toBe(200);
    expect((await srv.client().get(m.feed)).status).toBe(200);

    const again = await signIn(m.email, m.password);
    expect((await again.get('/api/calendar-feed')).body).toEqual({ url: m.url, renewSuggested: true });
    expect((await bystander.client.get('/api/calendar-feed')).body).toEqual({ url: bystander.url, renewSuggested: false });

    const renewed = await again.post('/api/calendar-feed');
    expect(renewed.body.url).not.toBe(m.url);
    expect((await again.get('/api/calendar-feed')).body).toEqual({ url: renewed.body.url, renewSuggested: false });
    expect((await srv.client().get(m.feed)).status).toBe(404);
  });

  it('after a password change the feed still works and Settings suggests a new address; other edits do not', async () => {
    const m = await memberWithFeed();
    expect((await admin.patch(`/api/users/${m.userId}`, { firstName: 'Renamed' })).status).toBe(200);
    expect((await m.client.get('/api/calendar-feed')).body.renewSuggested).toBe(false);

    expect((await admin.patch(`/api/users/${m.userId}`, { password: 'A-new-password-7' })).status).toBe(200);
    expect((await srv.client().get(m.feed)).status).toBe(200);
    const again = await signIn(m.email, 'A-new-password-7');
    expect((await again.get('/api/calendar-feed')).body).toEqual({ url: m.url, renewSuggested: true });
  });

  it('a user without a feed is suggested nothing', async () => {
    const member = await srv.signedIn('member');
    expect((await member.client.post('/api/auth/logout-everywhere')).status).toBe(200);
    const again = await signIn(member.email, member.password);
    expect((await again.get('/api/calendar-feed')).body).toEqual({ url: null, renewSuggested: false });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, fieldErrors, makeEvent, registrationForm, secondProcess, serverForFile, signedInForFile } from '../test/fixtures';
import { pruneListChanges } from './list-changes';

/** Refreshes that send only what changed (issue 27): a page's version, ?since= deltas with removals, start over. */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');
const member = signedInForFile(srv, 'member');

const publishArticle = async (title: string): Promise<number> => {
  const id = (await bodyOf(admin.post('/api/news', { title, content: `<p>${title}</p>`, excerpt: `About ${title}`, category: 'Update' }), 201)).article.id;
  await bodyOf(admin.post(`/api/approve-content/news/${id}`));
  return id;
};
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
const versionOf = async (url: string, client = srv.client()): Promise<number> => (await bodyOf(client.get(url))).version;

beforeAll(async () => {
  for (let i = 1; i <= 5; i++) await publishArticle(`Delta story ${i}`);
});

describe('?since= on the news list', () => {
  it('a page carries the version; ?since= it answers nothing, and with its ETag a bodiless 304', async () => {
    const page = await bodyOf(srv.client().get('/api/news?limit=3'));
    expect(page.version).toBeGreaterThan(0);
    const res = await srv.client().get(`/api/news?since=${page.version}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ articles: [], removed: [], version: page.version });
    const again = await srv.client().get(`/api/news?since=${page.version}`, { 'If-None-Match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('after one new article: only that article (a few KB), the new version, and the old ETag no longer matches', async () => {
    const before = await srv.client().get('/api/news?since=0');
    const version = before.body.version;
    const etag = (await srv.client().get(`/api/news?since=${version}`)).headers.get('etag')!;
    const added = await publishArticle('Delta story fresh');
    const res = await srv.client().get(`/api/news?since=${version}`, { 'If-None-Match': etag });
    expect(res.status).toBe(200);
    expect(ids(res.body.articles)).toEqual([added]);
    expect(res.body.articles[0].title).toBe('Delta story fresh');
    expect(res.body.removed).toEqual([]);
    expect(res.body.version).toBeGreaterThan(version);
    expect(res.text.length).toBeLessThan(5000);
    // The next refresh, from the new version with the new ETag: a 304.
    expect((await srv.client().get(`/api/news?since=${res.body.version}`, { 'If-None-Match': res.headers.get('etag')! })).status).toBe(304);
  });

  it('a deletion and an unpublishing (made by any write, a script too) come as removed ids; an admin still gets the pending one', async () => {
    const [deleted, hidden] = [await publishArticle('Delta to delete'), await publishArticle('Delta to hide')];
    const version = await versionOf('/api/news?limit=1');
    const adminVersion = await versionOf('/api/news?limit=1', admin);
    expect((await admin.del(`/api/news/${deleted}`)).status).toBe(200);
    await srv.db('news').where({ id: hidden }).update({ status: 'pending' });
    const res = await bodyOf(srv.client().get(`/api/news?since=${version}`));
    expect(res.articles).toEqual([]);
    expect(res.removed.sort()).toEqual([deleted, hidden].sort());
    const forAdmin = await bodyOf(admin.get(`/api/news?since=${adminVersion}`));
    expect(ids(forAdmin.articles)).toEqual([hidden]);
    expect(forAdmin.removed).toEqual([deleted]);
    // The cached list, patched from the change, matches what a fresh read gives.
    expect(ids((await bodyOf(srv.client().get('/api/news?limit=100'))).articles)).not.toContain(hidden);
  });

  it('reading an article is not a change: the version stays and a refresh is a 304', async () => {
    const first = await srv.client().get('/api/news?since=0');
    const id = first.body.articles[0].id;
    expect((await srv.client().get(`/api/news/${id}`)).status).toBe(200);
    const after = await srv.client().get(`/api/news?since=${first.body.version}`, { 'If-None-Match': first.headers.get('etag')! });
    expect(after.status).toBe(304);
  });

  it('a version newer than the list or older than the log keeps: start over (no rows); bad input is a 400 naming since', async () => {
    const current = await versionOf('/api/news?limit=1');
    expect(await bodyOf(srv.client().get(`/api/news?since=${current + 1000}`))).toEqual({ articles: [], removed: [], version: current, startOver: true });
    // Changes older than the tombstone time are pruned; a phone behind them must start over.
    await srv.db('list_changes').where('seq', '<=', current).update({ at: '2020-01-01 00:00:00' });
    expect(await pruneListChanges(srv.db)).toBeGreaterThan(0);
    // (a process trusts the pruning point it read for at most a second)
    await expect.poll(async () => (await bodyOf(srv.client().get(`/api/news?since=${current - 1}`))).startOver, { timeout: 3000 }).toBe(true);
    // From the newest version on, refreshes work again.
    const added = await publishArticle('Delta after pruning');
    expect(ids((await bodyOf(srv.client().get(`/api/news?since=${current}`))).articles)).toEqual([added]);
    const since = 'since must be a version the list gave (a whole number)';
    expect(await fieldErrors(srv.client().get('/api/news?since=abc'))).toEqual({ since });
    expect(await fieldErrors(srv.client().get('/api/news?since=-1'))).toEqual({ since });
  });
});

describe('?since= on the other lists', () => {
  it("events: a registration changes the event's seats taken; a deleted event is removed", async () => {
    const event = await makeEvent(admin, { maxParticipants: 10 });
    const gone = await makeEvent(admin);
    const version = await versionOf('/api/events?when=upcoming&limit=100');
    expect((await srv.client().post('/api/event-registrations/anonymous', registrationForm(event, 'delta@example.com'))).status).toBe(201);
    expect((await admin.del(`/api/events/${gone}`)).status).toBe(200);
    const res = await bodyOf(srv.client().get(`/api/events?since=${version}`));
    expect(ids(res.events)).toEqual([event]);
    expect(res.events[0].registeredCount).toBe(1);
    expect(res.removed).toEqual([gone]);
  });

  it('members: an account switched off removes its profile; projects and gallery answer their own changes', async () => {
    const me = await bodyOf(member.get('/api/auth/user'));
    const userId = me.user?.id ?? me.id;
    const now = new Date().toISOString();
    const [profile] = await srv
      .db('members')
      .insert({ user_id: userId, name: 'Delta Member', status: 'approved', created_at: now, updated_at: now })
      .returning('id');
    const profileId = typeof profile === 'object' ? profile.id : profile;
    const version = await versionOf('/api/members?limit=1');
    expect((await admin.patch(`/api/users/${userId}`, { isActive: false })).status).toBe(200);
    const res = await bodyOf(srv.client().get(`/api/members?since=${version}`));
    expect(res.members).toEqual([]);
    expect(res.removed).toEqual([profileId]);

    const projectsVersion = await versionOf('/api/projects?limit=1');
    const galleryVersion = await versionOf('/api/gallery?limit=1');
    const project = (await bodyOf(admin.post('/api/projects', { title: 'Delta project', description: 'Saturday' }), 201)).project.id;
    await bodyOf(admin.post(`/api/approve-content/project/${project}`));
    expect(ids((await bodyOf(srv.client().get(`/api/projects?since=${projectsVersion}`))).projects)).toEqual([project]);
    expect(await bodyOf(srv.client().get(`/api/gallery?since=${galleryVersion}`))).toEqual({ images: [], removed: [], version: galleryVersion });
  });

  it('another process sharing the database patches its own cached copy from the log, and agrees with a fresh read', async () => {
    const other = await secondProcess(srv);
    try {
      const otherClient = other.client;
      const before = await bodyOf(otherClient.get('/api/news?limit=100'));
      const added = await publishArticle('Delta made on the first process');
      const removed = before.articles[2].id;
      expect((await admin.del(`/api/news/${removed}`)).status).toBe(200);
      // The other process trusts the version it read for at most a second.
      await expect.poll(async () => (await bodyOf(otherClient.get(`/api/news?since=${before.version}`))).removed, { timeout: 3000 }).toEqual([removed]);
      const patched = await bodyOf(otherClient.get('/api/news?limit=100'));
      expect(patched.articles[0].id).toBe(added);
      // (read counts are not changes: a list's may lag behind the article's own)
      const withoutReads = (page: { articles: Array<Record<string, unknown>> }) => page.articles.map(({ readCount: _, ...rest }) => rest);
      expect(withoutReads(patched)).toEqual(withoutReads(await bodyOf(srv.client().get('/api/news?limit=100'))));
    } finally {
      await other.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys, startTestPushService, type TestPushService } from '../push/push-service.test-utils';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { type Client, startTestServer, type TestServer } from '../test/test-server';

/** A member hears an admin's decision on what they submitted, and the approval of their team profile. */
let smtp: TestSmtp;
let push: TestPushService;
let srv: TestServer;
let admin: { client: Client; userId: number };
beforeAll(async () => {
  smtp = await startTestSmtp();
  push = await startTestPushService();
  srv = await startTestServer({ SMTP_URL: smtp.url }, { pushAgent: push.agent });
  admin = await srv.signedIn('admin');
});
afterAll(async () => {
  await srv.close();
  await push.close();
  await smtp.close();
});

/** A member writing in Bangla with this phone turned on: what reaches it, decrypted. */
async function banglaMemberWithPhone(phone: string) {
  const m = await srv.signedIn('member');
  await m.client.put('/api/auth/language', { language: 'bn' });
  const browser = browserKeys();
  expect((await m.client.post('/api/push/subscriptions', { endpoint: push.endpoint(phone), keys: browser.keys })).status).toBe(200);
  const pushes = async (count: number) => {
    await expect.poll(() => push.received.filter((p) => p.id === phone).length, { timeout: 10_000 }).toBe(count);
    return push.received.filter((p) => p.id === phone).map((p) => browser.read(p) as Record<string, unknown>);
  };
  return { ...m, pushes };
}

const rowsFor = (userId: number, kind: string) => srv.db('notifications').where({ user_id: userId, kind }).orderBy('id');

describe('a submission decided', () => {
  it('approved: the author hears it by push in Bangla, with the title and the page that shows it', async () => {
    const m = await banglaMemberWithPhone('author-phone');
    const project = (await m.client.post('/api/projects', { title: 'Solar lamps for the char', description: 'Lamps for 40 homes' })).body.project;
    expect((await admin.client.post(`/api/approve-content/project/${project.id}`)).status).toBe(200);
    const [shown] = await m.pushes(1);
    expect(shown).toMatchObject({
      title: 'আপনার প্রকল্প অনুমোদিত হয়েছে',
      body: '“Solar lamps for the char” এখন ক্লাবের সাইটে দেখা যাচ্ছে।',
      url: '/projects',
      lang: 'bn',
    });
    expect(smtp.received.some((mail) => mail.to === m.email)).toBe(false);
    expect((await admin.client.post(`/api/approve-content/project/${project.id}`)).status).toBe(409);
    expect(await rowsFor(m.userId, 'submission.decided')).toHaveLength(1);
  });

  it('rejected: by e-mail in English where no phone is on; an article published links to itself', async () => {
    const m = await srv.signedIn('member');
    const draft = (await m.client.post('/api/news', { title: 'Draft idea', content: 'Not ready' })).body.article;
    const good = (await m.client.post('/api/news', { title: 'We planted 500 trees', content: 'Words '.repeat(50) })).body.article;
    await admin.client.post(`/api/reject-content/news/${draft.id}`);
    const rejected = await smtp.next(m.email, (mail) => mail.subject === 'Your article was not published');
    expect(rejected.text).toContain('“Draft idea” was not approved. You can see it in your dashboard.');
    expect(rejected.links).toContain(`${srv.url}/member-dashboard`);
    await admin.client.post(`/api/approve-content/news/${good.id}`);
    const published = await smtp.next(m.email, (mail) => mail.subject === 'Your article is published');
    expect(published.text).toContain("“We planted 500 trees” is now on the club's site.");
    expect(published.links).toContain(`${srv.url}/news/${good.id}`);
  });

  it("a rejection carries the admin's reason, trimmed, in the author's language", async () => {
    const en = await srv.signedIn('member');
    const project = (await en.client.post('/api/projects', { title: 'Solar lamps', description: 'Lamps for 40 homes' })).body.project;
    const res = await admin.client.post(`/api/reject-content/project/${project.id}`, { reason: '  Please add the budget and the villages.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Project rejected successfully');
    const mail = await smtp.next(en.email);
    expect(mail.subject).toBe('Your project was not approved');
    expect(mail.text).toContain('“Solar lamps” was not approved. Reason: Please add the budget and the villages.');
    expect(mail.text).not.toContain('You can see it in your dashboard.');

    const bn = await srv.signedIn('member');
    await bn.client.put('/api/auth/language', { language: 'bn' });
    const image = (await bn.client.post('/api/gallery', { title: 'River clean-up', imageUrl: '/uploads/x.jpg' })).body.image;
    await admin.client.post(`/api/reject-content/gallery/${image.id}`, { reason: 'The photo is blurred' });
    const told = await smtp.next(bn.email);
    expect(told.subject).toBe('আপনার ছবি অনুমোদিত হয়নি');
    expect(told.text).toContain('“River clean-up” অনুমোদিত হয়নি। কারণ: The photo is blurred');
  });

  it('a blank reason is none; one over 500 characters is refused and nothing is decided', async () => {
    const m = await srv.signedIn('member');
    const draft = (await m.client.post('/api/news', { title: 'Half a draft', content: 'Not ready' })).body.article;
    const long = await admin.client.post(`/api/reject-content/news/${draft.id}`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ reason: 'Must be at most 500 characters' });
    expect((await admin.client.get('/api/pending-content')).body.news.map((n: { id: number }) => n.id)).toContain(draft.id);

    expect((await admin.client.post(`/api/reject-content/news/${draft.id}`, { reason: '   ' })).status).toBe(200);
    const mail = await smtp.next(m.email);
    expect(mail.text).toContain('“Half a draft” was not approved. You can see it in your dashboard.');
    expect(mail.text).not.toContain('Reason:');
  });

  it('nothing for an item an admin made and decided themselves', async () => {
    const project = (await admin.client.post('/api/projects', { title: 'Admin project', description: 'By the admin' })).body.project;
    if (project.status === 'pending') await admin.client.post(`/api/approve-content/project/${project.id}`);
    expect(await rowsFor(admin.userId, 'submission.decided')).toHaveLength(0);
  });
});

describe('a team profile approved', () => {
  const pendingEntry = async (userId: number) =>
    ((await admin.client.get('/api/pending-content')).body.members as Array<{ id: number; userId: number; revisionId: number }>).find(
      (p) => p.userId === userId,
    )!;
  const decideProfile = async (verb: 'approve' | 'reject', userId: number) => {
    const entry = await pendingEntry(userId);
    expect((await admin.client.post(`/api/${verb}-content/member/${entry.id}`, { revisionId: entry.revisionId })).status).toBe(200);
  };

  it('published, then each approved edit, is told once; a rejected edit says nothing', async () => {
    const m = await srv.signedIn('member');
    const profile = { name: 'Mitu Sarkar', bio: 'Plants trees', username: `mitu${m.userId}` };
    await m.client.put(`/api/member-profile/user/${m.userId}`, profile);
    await decideProfile('approve', m.userId);
    const published = await smtp.next(m.email, (mail) => mail.subject === 'Your team profile is published');
    expect(published.links).toContain(`${srv.url}/member/mitu${m.userId}`);

    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...profile, bio: 'Plants trees and fixes lamps' });
    await decideProfile('reject', m.userId);
    await m.client.put(`/api/member-profile/user/${m.userId}`, { ...profile, username: `mitu-new${m.userId}` });
    await decideProfile('approve', m.userId);
    const approved = await smtp.next(m.email, (mail) => mail.subject === 'Your profile changes are approved');
    expect(approved.text).toContain('Everyone now sees the new version of your team profile.');
    expect(approved.links).toContain(`${srv.url}/member/mitu-new${m.userId}`);

    const rows = await rowsFor(m.userId, 'profile.approved');
    expect(rows.map((r: { title_en: string }) => r.title_en)).toEqual(['Your team profile is published', 'Your profile changes are approved']);
    expect(rows.every((r: { title_bn: string }) => r.title_bn.length > 0)).toBe(true);
  });

  it('in Bangla by push for a Bangla member', async () => {
    const m = await banglaMemberWithPhone('profile-phone');
    await m.client.put(`/api/member-profile/user/${m.userId}`, { name: 'Rina Das', bio: 'Draws', username: `rina${m.userId}` });
    await decideProfile('approve', m.userId);
    const [shown] = await m.pushes(1);
    expect(shown).toMatchObject({ title: 'আপনার টিম প্রোফাইল প্রকাশিত হয়েছে', body: 'এটি এখন “আমাদের টিম” পাতায় দেখা যাচ্ছে।', url: `/member/rina${m.userId}` });
  });
});

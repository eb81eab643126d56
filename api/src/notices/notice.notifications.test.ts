import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys, startTestPushService, type TestPushService } from '../push/push-service.test-utils';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { type Client, startTestServer, type TestServer } from '../test/test-server';

/** Everyone in an urgent notice's audience is told once; nobody outside it. */
let smtp: TestSmtp;
let push: TestPushService;
let srv: TestServer;
let admin: Client;
type Person = { client: Client; userId: number; email: string };
const people: Record<'author' | 'otherAdmin' | 'member' | 'banglaMember' | 'participant' | 'applicant' | 'inactive', Person> = {} as never;
let banglaPhone: ReturnType<typeof browserKeys>;

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const urgent = (extra: Record<string, unknown> = {}) => ({
  title: 'Office closed tomorrow',
  titleBn: 'আগামীকাল অফিস বন্ধ',
  message: 'The club office is closed for repairs.',
  messageBn: 'মেরামতের জন্য ক্লাব অফিস বন্ধ থাকবে।',
  priority: 'urgent',
  type: 'announcement',
  targetAudience: 'members',
  startDate: at(-hour),
  endDate: at(24 * hour),
  link: '/events',
  ...extra,
});

beforeAll(async () => {
  smtp = await startTestSmtp();
  push = await startTestPushService();
  srv = await startTestServer({ SMTP_URL: smtp.url }, { pushAgent: push.agent });
  const author = await srv.signedIn('admin');
  admin = author.client;
  people.author = author;
  people.otherAdmin = await srv.signedIn('super_admin');
  people.member = await srv.signedIn('member');
  people.banglaMember = await srv.signedIn('member');
  people.participant = await srv.signedIn('participant');
  people.applicant = await srv.signedIn('applicant');
  people.inactive = await srv.signedIn('member');
  await srv.db('users').where({ id: people.inactive.userId }).update({ is_active: false });
  await people.banglaMember.client.put('/api/auth/language', { language: 'bn' });
  banglaPhone = browserKeys();
  await people.banglaMember.client.post('/api/push/subscriptions', { endpoint: push.endpoint('bangla-phone'), keys: banglaPhone.keys });
});
afterAll(async () => {
  await srv.close();
  await push.close();
  await smtp.close();
});

const post = async (body: Record<string, unknown>): Promise<number> => {
  const res = await admin.post('/api/notices', body);
  expect(res.status).toBe(201);
  return res.body.notice.id;
};
const put = async (id: number, body: Record<string, unknown>) => expect((await admin.put(`/api/notices/${id}`, body)).status).toBe(200);
type Row = { id: number; user_id: number; due_at: string; status: string };
const toldFor = (noticeId: number): Promise<Row[]> =>
  srv.db('notifications').where({ kind: 'notice.urgent' }).where('dedupe_key', 'like', `notice.urgent:${noticeId}:%`).orderBy('user_id');
const told = async (noticeId: number) => (await toldFor(noticeId)).map((r) => r.user_id);
const ids = (...who: Array<keyof typeof people>) => who.map((w) => people[w].userId).sort((a, b) => a - b);

describe('an urgent notice', () => {
  it('reaches each account in its audience once, in its language; not the author, nor anyone outside', async () => {
    const id = await post(urgent());
    expect(await told(id)).toEqual(ids('otherAdmin', 'member', 'banglaMember'));

    await expect.poll(() => push.received.filter((p) => p.id === 'bangla-phone').length, { timeout: 10_000 }).toBe(1);
    expect(banglaPhone.read(push.received.find((p) => p.id === 'bangla-phone')!)).toMatchObject({
      title: 'আগামীকাল অফিস বন্ধ',
      body: 'মেরামতের জন্য ক্লাব অফিস বন্ধ থাকবে।',
      url: '/events',
      lang: 'bn',
    });
    const mail = await smtp.next(people.member.email);
    expect(mail.subject).toBe('Office closed tomorrow');
    expect(mail.text).toContain('The club office is closed for repairs.');
    expect(mail.links).toContain(`${srv.url}/events`);

    // Edits, even of its words or its window, tell nobody again.
    await put(id, urgent({ message: 'Closed for repairs, open again on Sunday.', endDate: at(48 * hour) }));
    await put(id, urgent({ title: 'Office closed' }));
    expect(await told(id)).toEqual(ids('otherAdmin', 'member', 'banglaMember'));
    await expect.poll(async () => (await toldFor(id)).every((r) => r.status === 'sent'), { timeout: 10_000 }).toBe(true);
    expect(smtp.received.filter((m) => m.to === people.member.email)).toHaveLength(1);
  });

  it("a notice for everyone ('all') reaches every active account, applicants and participants included", async () => {
    const id = await post(urgent({ targetAudience: 'all', priority: 'high', type: 'urgent' }));
    expect(await told(id)).toEqual(ids('otherAdmin', 'member', 'banglaMember', 'participant', 'applicant'));
  });

  it('admins only: only the other admins', async () => {
    expect(await told(await post(urgent({ targetAudience: 'admins' })))).toEqual(ids('otherAdmin'));
  });

  it('a notice that is not urgent tells nobody, until it is made urgent; widening it tells only the newcomers', async () => {
    const calm = { ...urgent(), priority: 'medium' };
    const id = await post(calm);
    expect(await told(id)).toEqual([]);
    await put(id, urgent({ targetAudience: 'admins' }));
    const first = await toldFor(id);
    expect(first.map((r) => r.user_id)).toEqual(ids('otherAdmin'));
    await put(id, urgent({ targetAudience: 'members' }));
    const after = await toldFor(id);
    expect(after.map((r) => r.user_id)).toEqual(ids('otherAdmin', 'member', 'banglaMember'));
    // The admin's message is the one made first (its id), not a second one.
    expect(after.find((r) => r.user_id === people.otherAdmin.userId)!.id).toBe(first[0].id);
  });

  it('one whose window is over tells nobody', async () => {
    expect(await told(await post(urgent({ startDate: at(-48 * hour), endDate: at(-24 * hour) })))).toEqual([]);
  });

  it('one whose window opens later is told then; moved, calmed down or deleted before, it says nothing early', async () => {
    const inbox = async () => (await people.member.client.get('/api/notifications')).body.notifications as unknown[];
    const before = (await inbox()).length;
    const opens = at(5 * hour);
    const id = await post(urgent({ startDate: opens, endDate: at(30 * hour) }));
    const rows = await toldFor(id);
    expect(rows.map((r) => r.user_id)).toEqual(ids('otherAdmin', 'member', 'banglaMember'));
    expect(rows.every((r) => r.status === 'pending' && r.due_at === opens)).toBe(true);
    expect(await inbox()).toHaveLength(before);

    const later = at(10 * hour);
    await put(id, urgent({ startDate: later, endDate: at(30 * hour) }));
    expect((await toldFor(id)).map((r) => r.due_at)).toEqual([later, later, later]);
    await put(id, urgent({ priority: 'medium', startDate: later, endDate: at(30 * hour) }));
    expect(await told(id)).toEqual([]);

    await put(id, urgent({ startDate: later, endDate: at(30 * hour) }));
    expect(await told(id)).toHaveLength(3);
    expect((await admin.del(`/api/notices/${id}`)).status).toBe(200);
    expect(await told(id)).toEqual([]);
  });

  it('with many accounts: each told once, in batches in the one transaction', async () => {
    const now = new Date().toISOString();
    const many = Array.from({ length: 230 }, (_, i) => ({ email: `crowd${i}@test.club`, role: 'participant', created_at: now, updated_at: now }));
    const crowd: number[] = [];
    for (let i = 0; i < many.length; i += 50)
      crowd.push(
        ...(
          await srv
            .db('users')
            .insert(many.slice(i, i + 50))
            .returning('id')
        ).map((r: { id: number } | number) => Number(typeof r === 'object' ? r.id : r)),
      );
    // Their messages are turned off: the test counts rows, not mails.
    for (let i = 0; i < crowd.length; i += 50)
      await srv.db('notification_preferences').insert(crowd.slice(i, i + 50).map((user_id) => ({ user_id, kind: 'notice.urgent', channel: 'off' })));
    const id = await post(urgent({ targetAudience: 'all', link: null }));
    const rows = await told(id);
    expect(rows).toHaveLength(crowd.length + 5);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toEqual(expect.arrayContaining(crowd));
  });
});

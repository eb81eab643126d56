import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { browserKeys, startTestPushService, type TestPushService } from '../push/push-service.test-utils';
import { pushSender } from '../push/push.sender';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { type Client, sameClubConfig, startTestServer, type TestServer } from '../test/test-server';
import { runAdminDigest } from './digest';
import { createNotifier, type Notifier } from './notifier';

/** Admins hear what waits for them: at most one digest an hour, and only when something is new. */
let smtp: TestSmtp;
let push: TestPushService;
let srv: TestServer;
let notifier: Notifier;
let admin: { client: Client; userId: number; email: string };
let banglaAdmin: { client: Client; userId: number; email: string };
let member: { client: Client; userId: number; email: string };
let banglaPhone: ReturnType<typeof browserKeys>;

/** Clock hours after the real one: every item the test makes arrives before the first. */
const nextHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
const clock = (hoursLater: number, minutes: number) => new Date(nextHour + hoursLater * 3_600_000 + minutes * 60_000);

beforeAll(async () => {
  smtp = await startTestSmtp();
  push = await startTestPushService();
  srv = await startTestServer({ SMTP_URL: smtp.url }, { pushAgent: push.agent });
  const config = sameClubConfig(srv, { SMTP_URL: smtp.url });
  const logger = createLogger('silent');
  const mail = createMailer({ db: srv.db, config, logger });
  mail.listening(Number(new URL(srv.url).port));
  notifier = createNotifier({ db: srv.db, logger, mail, push: pushSender({ config, db: srv.db, agent: push.agent }) });
  admin = await srv.signedIn('admin');
  banglaAdmin = await srv.signedIn('super_admin');
  await banglaAdmin.client.put('/api/auth/language', { language: 'bn' });
  banglaPhone = browserKeys();
  await banglaAdmin.client.post('/api/push/subscriptions', { endpoint: push.endpoint('admin-phone'), keys: banglaPhone.keys });
  const inactive = await srv.signedIn('admin');
  await srv.db('users').where({ id: inactive.userId }).update({ is_active: false });
  member = await srv.signedIn('member');
});
afterAll(async () => {
  await notifier.stop();
  await srv.close();
  await push.close();
  await smtp.close();
});

const digests = () => srv.db('notifications').where({ kind: 'admin.digest' }).orderBy('id');
const contactMessage = async (subject: string) =>
  expect((await srv.client().post('/api/contact', { name: 'Asha', email: 'asha@example.org', subject, message: 'Hello there' })).status).toBe(201);

describe('the admin digest', () => {
  it('nothing waiting: no digest', async () => {
    await runAdminDigest(srv.db, notifier, clock(0, 5));
    expect(await digests()).toHaveLength(0);
  });

  it('something new: one digest per active admin with the counts, in their language, linking the dashboard', async () => {
    const joined = await srv
      .client()
      .post('/api/auth/register', { email: 'new.applicant@example.org', password: 'longenough1', firstName: 'Nila', lastName: 'Roy' });
    expect(joined.status).toBe(201);
    await contactMessage('Volunteering');
    await contactMessage('Donations');
    expect((await member.client.post('/api/projects', { title: 'Solar lamps', description: 'For 40 homes' })).status).toBe(201);

    await runAdminDigest(srv.db, notifier, clock(0, 10));
    const rows = await digests();
    expect(rows.map((r: { user_id: number }) => r.user_id).sort()).toEqual([admin.userId, banglaAdmin.userId].sort());

    const mail = await smtp.next(admin.email);
    expect(mail.subject).toBe('New items waiting for you');
    expect(mail.text).toContain('1 new application, 2 new contact messages and 1 new submission are waiting.');
    expect(mail.links).toContain(`${srv.url}/admin-dashboard`);
    await expect.poll(() => push.received.filter((p) => p.id === 'admin-phone').length, { timeout: 10_000 }).toBe(1);
    expect(banglaPhone.read(push.received.find((p) => p.id === 'admin-phone')!)).toMatchObject({
      title: 'আপনার জন্য নতুন কাজ অপেক্ষায়',
      body: '1টি নতুন আবেদন, 2টি নতুন যোগাযোগের বার্তা ও 1টি নতুন কনটেন্ট অপেক্ষায় আছে।',
      url: '/admin-dashboard',
    });
  });

  it('at most one an hour: something new later in the same hour waits for the next', async () => {
    await contactMessage('Later the same hour');
    await runAdminDigest(srv.db, notifier, clock(0, 40));
    await runAdminDigest(srv.db, notifier, clock(0, 59));
    expect(await digests()).toHaveLength(2);

    await runAdminDigest(srv.db, notifier, clock(1, 0));
    expect(await digests()).toHaveLength(4);
    const mail = await smtp.next(admin.email, (m) => m.text.includes('1 new contact message is waiting.'));
    // Only what arrived since the last digest is counted.
    expect(mail.text).not.toContain('application');
  });

  it('nothing new since the last: no digest, however many hours pass', async () => {
    await runAdminDigest(srv.db, notifier, clock(2, 0));
    await runAdminDigest(srv.db, notifier, clock(5, 30));
    expect(await digests()).toHaveLength(4);
  });

  it('what an admin already handled is not news; an admin who turned the digest off is not sent it', async () => {
    await srv.db('notification_preferences').insert({ user_id: admin.userId, kind: 'admin.digest', channel: 'off' });
    const sent = smtp.received.filter((m) => m.to === admin.email).length;
    await contactMessage('Read at once');
    await srv.db('contact_messages').where({ subject: 'Read at once' }).update({ read_at: new Date().toISOString() });
    await runAdminDigest(srv.db, notifier, clock(6, 0));
    expect(await digests()).toHaveLength(4);

    expect((await member.client.post('/api/gallery', { title: 'River clean-up', imageUrl: '/uploads/x.jpg' })).status).toBe(201);
    await runAdminDigest(srv.db, notifier, clock(7, 0));
    await expect
      .poll(async () => (await digests()).slice(4).map((r: { user_id: number; status: string }) => [r.user_id, r.status]))
      .toEqual(
        expect.arrayContaining([
          [admin.userId, 'skipped'],
          [banglaAdmin.userId, 'sent'],
        ]),
      );
    expect(smtp.received.filter((m) => m.to === admin.email)).toHaveLength(sent);
  });
});

import { describe, expect, it } from 'vitest';
import { browserKeys } from '../push/push-service.test-utils';
import { mailingServerForFile, pendingNotification } from '../test/fixtures';
import { onPostgres } from '../test/test-server';
import { createLogger } from '../lib/logger';
import { createNotifier } from './notifier';
import { createMailer } from '../mail/mailer';
import { pushSender } from '../push/push.sender';
import { sameClubConfig } from '../test/test-server';

/** What people are told, end to end: a decision recorded, sent by push (decrypted here) or by mail, listed in the inbox. */
const { srv, smtp, push } = mailingServerForFile({ push: true });

const decide = async (userId: number, applicationStatus: string) => {
  const admin = (await srv.signedIn('admin')).client;
  const res = await admin.patch(`/api/users/${userId}/application-status`, { applicationStatus });
  expect(res.status).toBe(200);
};

describe('an applicant hears the decision', () => {
  it('by push on the phone they turned on, in their language; the inbox lists it until it is read', async () => {
    const applicant = await srv.signedIn('applicant');
    await applicant.client.put('/api/auth/language', { language: 'bn' });
    const browser = browserKeys();
    expect((await applicant.client.post('/api/push/subscriptions', { endpoint: push.endpoint('applicant-phone'), keys: browser.keys })).status).toBe(200);

    await decide(applicant.userId, 'approved');
    await expect.poll(() => push.received.filter((p) => p.id === 'applicant-phone').length, { timeout: 10_000 }).toBe(1);
    expect(browser.read(push.received.find((p) => p.id === 'applicant-phone')!)).toMatchObject({
      title: 'আপনার আবেদন অনুমোদিত হয়েছে',
      url: '/application-status',
      lang: 'bn',
      unread: 1,
    });
    expect(smtp.received.some((m) => m.to === applicant.email)).toBe(false);

    const inbox = await applicant.client.get('/api/notifications');
    expect(inbox.status).toBe(200);
    expect(inbox.body.unread).toBe(1);
    expect(inbox.body.notifications[0]).toMatchObject({
      kind: 'application.decided',
      title: { en: 'Your application is approved', bn: 'আপনার আবেদন অনুমোদিত হয়েছে' },
      url: '/application-status',
      read: false,
    });
    const read = await applicant.client.post('/api/notifications/read', { ids: [inbox.body.notifications[0].id] });
    expect(read.body).toEqual({ unread: 0 });
    expect((await applicant.client.get('/api/notifications')).body.notifications[0].read).toBe(true);
  });

  it('by e-mail when no phone of theirs is turned on; deciding the same again tells nothing new', async () => {
    const applicant = await srv.signedIn('applicant');
    await decide(applicant.userId, 'rejected');
    const mail = await smtp.next(applicant.email);
    expect(mail.subject).toBe('Your application was not approved');
    expect(mail.links).toContain(`${srv.url}/application-status`);
    await decide(applicant.userId, 'rejected');
    const rows = await srv.db('notifications').where({ user_id: applicant.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', channel: 'email' });
  });

  it('nothing when they turned the kind off; a stranger reads none of it', async () => {
    const applicant = await srv.signedIn('applicant');
    await srv.db('notification_preferences').insert({ user_id: applicant.userId, kind: 'application.decided', channel: 'off' });
    await decide(applicant.userId, 'approved');
    await expect.poll(async () => (await srv.db('notifications').where({ user_id: applicant.userId }).first())?.status).toBe('skipped');
    expect(smtp.received.some((m) => m.to === applicant.email)).toBe(false);
    expect((await applicant.client.get('/api/notifications')).body).toEqual({ notifications: [], unread: 0 });
    expect((await srv.client().get('/api/notifications')).status).toBe(401);
  });
});

describe('several processes on one database', () => {
  it.runIf(onPostgres)('500 notifications, three dispatchers at once: each sent once', async () => {
    const member = await srv.signedIn('member');
    const rows = Array.from({ length: 500 }, (_, i) =>
      pendingNotification({ user_id: member.userId, dedupe_key: `load:${i}`, title_en: `Load ${i}`, title_bn: `Load ${i}` }),
    );
    // Dispatchers of other processes, each with its own mail outbox writer: the mail outbox shows what each handed on.
    const config = sameClubConfig(srv, { SMTP_URL: smtp.url });
    const logger = createLogger('silent');
    const dispatchers = Array.from({ length: 3 }, () => {
      const mail = createMailer({ db: srv.db, config, logger });
      return createNotifier({ db: srv.db, logger, mail, push: pushSender({ config, db: srv.db }) });
    });
    for (let i = 0; i < rows.length; i += 100) await srv.db('notifications').insert(rows.slice(i, i + 100));
    await Promise.all(dispatchers.map((d) => d.runOnce()));
    await expect
      .poll(async () => Number((await srv.db('notifications').where('dedupe_key', 'like', 'load:%').whereNot({ status: 'sent' }).count({ n: '*' }))[0].n))
      .toBe(0);
    const queued = await srv.db('mail_outbox').where({ to_address: member.email }).where('subject', 'like', 'Load %');
    expect(queued).toHaveLength(500);
    expect(new Set(queued.map((m: { subject: string }) => m.subject)).size).toBe(500);
  });
});

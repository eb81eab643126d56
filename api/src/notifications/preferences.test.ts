import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { EVENT_KINDS } from '../../../shared/schemas/notifications';
import { browserKeys } from '../push/push-service.test-utils';
import { pushSender } from '../push/push.sender';
import { mailingServerForFile } from '../test/fixtures';
import type { ReceivedMail } from '../test/smtp';
import { sameClubConfig } from '../test/test-server';
import { createNotifier } from './notifier';

/** Preferences per kind and channel, and the one-click unsubscribe of a notification mail (RFC 8058), end to end. */
const { srv, smtp, push } = mailingServerForFile({ push: true });

const PARTICIPANT = [...EVENT_KINDS, 'notice.urgent'];
const MEMBER = [...PARTICIPANT, 'submission.decided', 'profile.approved'];
const allPush = (kinds: string[]) => Object.fromEntries(kinds.map((k) => [k, 'push']));

const decide = async (userId: number, applicationStatus: string) => {
  const admin = (await srv.signedIn('admin')).client;
  expect((await admin.patch(`/api/users/${userId}/application-status`, { applicationStatus })).status).toBe(200);
};

/** A header line of a received mail, unfolded. */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

/** The List-Unsubscribe address of a mail (path and query). */
const unsubscribeUrl = (mail: ReceivedMail) => {
  const address = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
  expect(address).toBeTruthy();
  const url = new URL(address!);
  return url.pathname + url.search;
};

describe('GET /api/notifications/preferences', () => {
  it.each([
    ['applicant', allPush(['application.decided'])],
    ['participant', allPush(PARTICIPANT)],
    ['member', allPush(MEMBER)],
    ['admin', allPush([...MEMBER, 'admin.digest'])],
    ['super_admin', allPush([...MEMBER, 'admin.digest'])],
  ] as const)('%s: every kind the role is told about, push by default', async (role, expected) => {
    const { client } = await srv.signedIn(role);
    const res = await client.get('/api/notifications/preferences');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferences: expected });
  });

  it('needs a session', async () => {
    expect((await srv.client().get('/api/notifications/preferences')).status).toBe(401);
    expect((await srv.client().put('/api/notifications/preferences', { 'event.reminder': 'off' })).status).toBe(401);
  });
});

describe('PUT /api/notifications/preferences', () => {
  it('saves the kinds given, keeps the others, and answers them all', async () => {
    const { client } = await srv.signedIn('member');
    const saved = await client.put('/api/notifications/preferences', { 'event.reminder': 'email', 'notice.urgent': 'off' });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toEqual({ ...allPush(MEMBER), 'event.reminder': 'email', 'notice.urgent': 'off' });
    await client.put('/api/notifications/preferences', { 'event.reminder': 'push' });
    expect((await client.get('/api/notifications/preferences')).body.preferences).toEqual({ ...allPush(MEMBER), 'notice.urgent': 'off' });
  });

  it('refuses, by name, a kind the role is not told about (nothing is saved) and a channel that does not exist', async () => {
    const { client } = await srv.signedIn('participant');
    const refused = await client.put('/api/notifications/preferences', { 'event.reminder': 'off', 'admin.digest': 'off', 'no.such.kind': 'off' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'You are not sent these notifications',
      fields: { 'admin.digest': 'You are not sent these notifications', 'no.such.kind': 'You are not sent these notifications' },
    });
    expect(Object.keys(refused.body.fields)).not.toContain('event.reminder');
    expect((await client.get('/api/notifications/preferences')).body.preferences['event.reminder']).toBe('push');

    const badChannel = await client.put('/api/notifications/preferences', { 'event.reminder': 'sms' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.fields).toEqual({ 'event.reminder': 'Choose push, e-mail or off' });
  });
});

describe('the notifier honours the choice', () => {
  it("'email': by e-mail even with a phone turned on", async () => {
    const applicant = await srv.signedIn('applicant');
    const browser = browserKeys();
    await applicant.client.post('/api/push/subscriptions', { endpoint: push.endpoint('email-only-phone'), keys: browser.keys });
    await applicant.client.put('/api/notifications/preferences', { 'application.decided': 'email' });
    await decide(applicant.userId, 'approved');
    expect((await smtp.next(applicant.email)).subject).toBe('Your application is approved');
    expect(push.received.some((p) => p.id === 'email-only-phone')).toBe(false);
    expect(await srv.db('notifications').where({ user_id: applicant.userId }).first()).toMatchObject({ status: 'sent', channel: 'email' });
  });

  it("'off': neither push nor e-mail", async () => {
    const applicant = await srv.signedIn('applicant');
    await applicant.client.post('/api/push/subscriptions', { endpoint: push.endpoint('off-phone'), keys: browserKeys().keys });
    await applicant.client.put('/api/notifications/preferences', { 'application.decided': 'off' });
    await decide(applicant.userId, 'rejected');
    await expect.poll(async () => (await srv.db('notifications').where({ user_id: applicant.userId }).first())?.status).toBe('skipped');
    expect(push.received.some((p) => p.id === 'off-phone')).toBe(false);
    expect(smtp.received.some((m) => m.to === applicant.email)).toBe(false);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a notification mail carries List-Unsubscribe and its footer link; POSTing it without a session turns the kind off', async () => {
    const applicant = await srv.signedIn('applicant');
    await decide(applicant.userId, 'rejected');
    const mail = await smtp.next(applicant.email);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrl(mail);
    expect(url).toMatch(/^\/api\/notifications\/unsubscribe\?token=/);
    const token = new URLSearchParams(url.split('?')[1]).get('token')!;
    expect(mail.text).toContain(`Stop these e-mails:\n${srv.url}/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`${srv.url}/unsubscribe?token=${token}`);

    // As a mail provider sends it: no cookie, a form body, from its own origin.
    const provider = srv.client({ Origin: 'https://mail.example.com' });
    const res = await provider.post(url, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'application.decided', channel: 'off', message: 'You will no longer get these notifications by e-mail' });
    expect((await applicant.client.get('/api/notifications/preferences')).body.preferences).toEqual({ 'application.decided': 'off' });
    // Again as multipart/form-data (RFC 8058 allows either; a provider retrying): the same answer.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await provider.post(url, form)).body).toMatchObject({ kind: 'application.decided', channel: 'off' });
  });

  it('keeps push for someone with a phone turned on, and leaves a kind that is off off', async () => {
    const applicant = await srv.signedIn('applicant');
    await applicant.client.post('/api/push/subscriptions', { endpoint: push.endpoint('unsubscribe-phone'), keys: browserKeys().keys });
    await applicant.client.put('/api/notifications/preferences', { 'application.decided': 'email' });
    await decide(applicant.userId, 'approved');
    const url = unsubscribeUrl(await smtp.next(applicant.email));
    expect((await srv.client().post(url)).body).toMatchObject({ channel: 'push' });
    expect((await applicant.client.get('/api/notifications/preferences')).body.preferences['application.decided']).toBe('push');

    await applicant.client.put('/api/notifications/preferences', { 'application.decided': 'off' });
    expect((await srv.client().post(url)).body).toMatchObject({ channel: 'off' });
  });

  it('a GET (a mail scanner, a click) changes nothing and leads to the page that asks', async () => {
    const applicant = await srv.signedIn('applicant');
    await decide(applicant.userId, 'rejected');
    const url = unsubscribeUrl(await smtp.next(applicant.email));
    const res = await srv.client().get(url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe?${url.split('?')[1]}`);
    expect((await applicant.client.get('/api/notifications/preferences')).body.preferences['application.decided']).toBe('push');
  });

  it('a forged or changed token is refused and changes nothing', async () => {
    const applicant = await srv.signedIn('applicant');
    await decide(applicant.userId, 'approved');
    const url = unsubscribeUrl(await smtp.next(applicant.email));
    const token = new URLSearchParams(url.split('?')[1]).get('token')!;
    const [, kind, mac] = /^\d+\.(.+)\.([0-9a-f]+)$/.exec(token)!;
    const other = await srv.signedIn('applicant');
    const forged = [
      `${other.userId}.${kind}.${mac}`, // another person, the same signature
      `${applicant.userId}.event.reminder.${mac}`, // another kind
      `${applicant.userId}.${kind}.${mac.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`, // a changed signature
      `${applicant.userId}.${kind}`,
      'nonsense',
    ];
    for (const t of forged) {
      const res = await srv.client().post(`/api/notifications/unsubscribe?token=${encodeURIComponent(t)}`);
      expect(res.status, t).toBe(400);
      expect(res.body).toMatchObject({ code: 'link_invalid', message: 'This link is not valid.' });
    }
    expect((await srv.client().post('/api/notifications/unsubscribe')).status).toBe(400);
    for (const who of [applicant, other]) expect((await who.client.get('/api/notifications/preferences')).body.preferences['application.decided']).toBe('push');
  });

  it("a visitor's mail (their own registration, no account) has no unsubscribe", async () => {
    const config = sameClubConfig(srv, { SMTP_URL: smtp.url });
    const logger = createLogger('silent');
    const mail = createMailer({ db: srv.db, config, logger });
    const notifier = createNotifier({ db: srv.db, logger, mail, push: pushSender({ config, db: srv.db }) });
    try {
      await notifier.notify(srv.db, {
        kind: 'registration.confirmed',
        to: { email: 'visitor-unsub@test.club', language: 'en' },
        dedupeKey: 'test:visitor-unsubscribe',
        texts: { en: { title: 'Your seat is confirmed', body: 'See you there.' }, bn: { title: 'আসন নিশ্চিত', body: 'দেখা হবে।' } },
        url: '/events',
      });
      await notifier.runOnce();
      const received = await smtp.next('visitor-unsub@test.club');
      expect(received.subject).toBe('Your seat is confirmed');
      expect(header(received, 'List-Unsubscribe')).toBeUndefined();
      expect(received.text).not.toContain('/unsubscribe');
    } finally {
      await notifier.stop();
      await mail.stop();
    }
  });
});

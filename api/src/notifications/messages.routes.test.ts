import { describe, expect, it } from 'vitest';
import type { SentMessage } from '../../../shared/schemas/messages';
import { mailingServerForFile, signedInForFile } from '../test/fixtures';

/** 'Messages sent' (GET /api/sent-messages, POST …/:source/:id/resend): admins only, paged, never a body; Resend really sends. */
const { srv, smtp } = mailingServerForFile();
const admin = signedInForFile(srv, 'admin');

type Page = { messages: SentMessage[]; nextCursor: string | null };
const list = async (query = ''): Promise<Page> => {
  const res = await admin.get(`/api/sent-messages${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Page;
};
const find = async (where: (m: SentMessage) => boolean, query = '?limit=100') => (await list(query)).messages.find(where);

let seq = 0;
/** A notification row as the notifier writes it (the dispatcher leaves rows that are not pending alone). */
const notification = async (fields: Record<string, unknown>): Promise<number> => {
  const now = new Date().toISOString();
  const [row] = await srv
    .db('notifications')
    .insert({
      kind: 'application.decided',
      dedupe_key: `messages-test:${++seq}`,
      title_en: 'Your application is approved',
      body_en: 'Welcome to the club',
      title_bn: 'আপনার আবেদন অনুমোদিত হয়েছে',
      body_bn: 'ক্লাবে স্বাগতম',
      url: '/application-status',
      created_at: now,
      due_at: now,
      status: 'sent',
      channel: 'push',
      attempts: 1,
      ...fields,
    })
    .returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
};
/** A mail of the outbox already sent (so the dispatcher leaves it alone). */
const sentMail = (fields: Record<string, unknown>) =>
  srv.db('mail_outbox').insert({
    message_id: `<messages-test-${++seq}@test.club>`,
    kind: 'registration',
    to_address: 'visitor@example.org',
    language: 'en',
    subject: 'Your registration',
    text_body: 'secret body',
    html_body: '<p>secret body</p>',
    send_after: fields.created_at,
    sent_at: fields.created_at,
    attempts: 1,
    ...fields,
  });

describe('who may see and resend', () => {
  it('admins only: a visitor 401, a member and a participant 403', async () => {
    const visitor = srv.client();
    const member = (await srv.signedIn('member')).client;
    const participant = (await srv.signedIn('participant')).client;
    expect((await visitor.get('/api/sent-messages')).status).toBe(401);
    expect((await visitor.post('/api/sent-messages/mail/1/resend')).status).toBe(401);
    for (const client of [member, participant]) {
      expect((await client.get('/api/sent-messages')).status).toBe(403);
      expect((await client.post('/api/sent-messages/notification/1/resend')).status).toBe(403);
    }
    expect((await admin.get('/api/sent-messages')).status).toBe(200);
  });

  it('refuses a status, limit or cursor it does not know', async () => {
    expect((await admin.get('/api/sent-messages?status=lost')).body.message).toContain('Must be pending, sent, failed or skipped');
    expect((await admin.get('/api/sent-messages?limit=101')).status).toBe(400);
    expect((await admin.get('/api/sent-messages?limit=0')).status).toBe(400);
    expect((await admin.get('/api/sent-messages?cursor=page-2')).body.message).toContain('Not a valid cursor');
    expect((await admin.post('/api/sent-messages/letter/1/resend')).status).toBe(400);
  });
});

describe('a failed mail', () => {
  it('is listed (kind, recipient, subject, error; no link, no body), and Resend sends it', async () => {
    const member = await srv.signedIn('member');
    smtp.refuse(1, 550);
    expect((await srv.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
    await expect.poll(async () => (await find((m) => m.recipient.email === member.email, '?status=failed'))?.status, { timeout: 10_000 }).toBe('failed');

    const res = await admin.get('/api/sent-messages?status=failed');
    const row = (res.body as Page).messages.find((m) => m.recipient.email === member.email)!;
    expect(row).toMatchObject({
      source: 'mail',
      kind: 'password-reset',
      recipient: { userId: member.userId, name: 'member Tester', email: member.email },
      channel: 'email',
      status: 'failed',
      attempts: 1,
      sentAt: null,
    });
    expect(row.subject).toMatch(/^Reset your password for /);
    expect(row.error).toContain('Refused by the test');
    const stored = await srv.db('mail_outbox').where({ id: row.id }).first();
    expect(res.text).not.toContain('token');
    expect(res.text).not.toContain(stored.text_body.slice(0, 40));

    const again = await admin.post(`/api/sent-messages/mail/${row.id}/resend`);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ source: 'mail', id: row.id, status: 'pending', attempts: 0, error: null });
    expect(again.text).not.toContain('token');

    const mail = await smtp.next(member.email);
    expect(mail.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
    await expect.poll(async () => (await find((m) => m.source === 'mail' && m.id === row.id))?.status).toBe('sent');
    expect((await admin.post(`/api/sent-messages/mail/${row.id}/resend`)).body.message).toBe('Only a message that failed can be sent again');
  });
});

describe('a failed notification', () => {
  it('is listed, and Resend sends it (by e-mail here): then its mail is listed instead', async () => {
    const applicant = await srv.signedIn('applicant');
    const id = await notification({ user_id: applicant.userId, status: 'failed', channel: null, attempts: 8, last_error: 'push: 500' });
    const failed = await find((m) => m.source === 'notification' && m.id === id, '?status=failed');
    expect(failed).toMatchObject({
      kind: 'application.decided',
      recipient: { userId: applicant.userId, name: 'applicant Tester', email: applicant.email },
      channel: null,
      subject: 'Your application is approved',
      status: 'failed',
      attempts: 8,
      error: 'push: 500',
    });

    const again = await admin.post(`/api/sent-messages/notification/${id}/resend`);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ source: 'notification', id, status: 'pending', attempts: 0, error: null });

    const mail = await smtp.next(applicant.email, (m) => m.subject === 'Your application is approved');
    expect(mail.text).toContain('Welcome to the club');
    await expect.poll(async () => (await srv.db('notifications').where({ id }).first()).status).toBe('sent');
    const page = await list('?limit=100');
    expect(page.messages.some((m) => m.source === 'notification' && m.id === id)).toBe(false);
    await expect
      .poll(async () => (await find((m) => m.recipient.email === applicant.email && m.kind === 'notification:application.decided'))?.status)
      .toBe('sent');
  });

  it('a visitor is named by address; a skipped one (turned off) is not sent again; an unknown one is 404', async () => {
    const visitor = await notification({ to_email: 'guest@example.org', language: 'bn', status: 'skipped', channel: null });
    expect(await find((m) => m.source === 'notification' && m.id === visitor)).toMatchObject({
      recipient: { userId: null, name: null, email: 'guest@example.org' },
      subject: 'আপনার আবেদন অনুমোদিত হয়েছে',
      status: 'skipped',
    });
    const skipped = await admin.post(`/api/sent-messages/notification/${visitor}/resend`);
    expect(skipped.status).toBe(409);
    expect((await srv.db('notifications').where({ id: visitor }).first()).status).toBe('skipped');
    expect((await admin.post('/api/sent-messages/notification/999999/resend')).body.message).toBe('Message not found');
    expect((await admin.post('/api/sent-messages/mail/999999/resend')).status).toBe(404);
  });
});

describe('the list', () => {
  it('newest first over notifications and mails, page after page with no row twice or missed; filtered by status', async () => {
    const tie = '2026-01-02T03:04:05.000Z';
    await notification({ to_email: 'a@example.org', created_at: tie, due_at: tie });
    await notification({ to_email: 'b@example.org', created_at: tie, due_at: tie });
    await sentMail({ created_at: tie });
    for (let day = 10; day < 17; day++) await sentMail({ created_at: `2026-01-${day}T00:00:00.000Z` });
    await notification({ to_email: 'c@example.org', status: 'failed', channel: null, created_at: '2026-01-05T00:00:00.000Z' });

    const all = (await list('?limit=100')).messages;
    const order = (m: SentMessage) => `${m.createdAt}~${m.source}~${String(m.id).padStart(10, '0')}`;
    expect(all.map(order)).toEqual(all.map(order).sort().reverse());
    expect(JSON.stringify(all)).not.toContain('secret body');

    const paged: SentMessage[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.messages.length).toBeLessThanOrEqual(3);
      paged.push(...page.messages);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 3));
    expect(paged.map(order)).toEqual(all.map(order));

    const failed = (await list('?status=failed')).messages;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((m) => m.status === 'failed')).toBe(true);
    expect(failed.some((m) => m.recipient.email === 'c@example.org')).toBe(true);
    expect((await list()).messages.length).toBeLessThanOrEqual(50);
  });
});

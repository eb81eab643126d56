import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { withCrashingServer } from '../test/child-server';
import { mailingServerForFile } from '../test/fixtures';
import { onPostgres, sameClubConfig, startTestServer } from '../test/test-server';
import { type MailContent, renderMail } from './mail-content';
import { mailOutbox } from './mail.outbox';
import { createMailer, type QueuedMail } from './mailer';

/** The mail component against a real SMTP server on loopback: what arrives, when, and how often. */
const { srv, smtp } = mailingServerForFile();

const hello = (to: string, subject = 'Welcome'): QueuedMail => ({
  kind: 'test',
  to,
  language: 'bn',
  content: (site): MailContent => ({
    subject,
    paragraphs: ['স্বাগতম! <b>not markup</b>'],
    action: { label: 'খুলুন', url: `${site.origin}/news` },
    after: ['If you did not ask for this, ignore this mail.'],
  }),
});
/** A mailer of another process on the same database, not started: only what the test runs. */
const otherProcess = () =>
  createMailer({ db: srv.db, config: sameClubConfig(srv, { SMTP_URL: smtp.url, PUBLIC_URL: srv.url }), logger: createLogger('silent') });
const row = (to: string) => srv.db('mail_outbox').where({ to_address: to }).first();

describe('mail', () => {
  it('a message queued with a change goes out after the commit, within seconds, with a text and an HTML part in the reader’s language', async () => {
    await srv.db('settings').insert({ key: 'siteNameBn', value: JSON.stringify('সোশ্যাল বিজনেস ইয়ুথ ক্লাব'), updated_at: new Date().toISOString() });
    await srv.db.transaction((trx) => otherProcess().queue(trx, hello('rina@example.org')));
    const mail = await smtp.next('rina@example.org');
    expect(mail.subject).toBe('Welcome');
    expect(mail.language).toBe('bn');
    expect(mail.text).toContain('স্বাগতম! <b>not markup</b>');
    expect(mail.text).toContain('— সোশ্যাল বিজনেস ইয়ুথ ক্লাব');
    expect(mail.html).toContain('&#60;b&#62;not markup&#60;/b&#62;');
    expect(mail.html).toContain('lang="bn"');
    expect(mail.parsed.from?.text).toContain('সোশ্যাল বিজনেস ইয়ুথ ক্লাব');
    expect(mail.links).toContain(`${srv.url}/news`);
    expect((await fetch(`${srv.url}/api/news`)).status).toBe(200);
    expect((await row('rina@example.org')).sent_at).toBeTruthy();
  });

  it('a message queued in a transaction that rolls back is never sent', async () => {
    await expect(
      srv.db.transaction(async (trx) => {
        await otherProcess().queue(trx, hello('rolled@example.org'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await srv.db.transaction((trx) => otherProcess().queue(trx, hello('after@example.org')));
    await smtp.next('after@example.org');
    expect(smtp.received.some((m) => m.to === 'rolled@example.org')).toBe(false);
    expect(await row('rolled@example.org')).toBeUndefined();
  });

  it('a server that says "try later" gets the message again later; one that says "no such mailbox" is not asked again', async () => {
    const mailer = otherProcess();
    smtp.refuse(1, 421);
    await mailer.queue(srv.db, hello('later@example.org'));
    await expect.poll(async () => (await row('later@example.org')).attempts, { timeout: 10_000 }).toBe(1);
    const failed = await row('later@example.org');
    expect(failed.sent_at).toBeNull();
    expect(Date.parse(failed.send_after)).toBeGreaterThan(Date.now() + 20_000);
    expect(failed.last_error).toContain('Refused by the test');
    // The retry time comes: it goes out once.
    await srv.db('mail_outbox').where({ id: failed.id }).update({ send_after: new Date().toISOString() });
    await mailer.runOnce();
    await smtp.next('later@example.org');
    expect(smtp.received.filter((m) => m.to === 'later@example.org')).toHaveLength(1);

    smtp.refuse(1, 550);
    await mailer.queue(srv.db, hello('nobody@example.org'));
    await expect.poll(async () => (await row('nobody@example.org')).failed_at, { timeout: 10_000 }).toBeTruthy();
  });

  it('two processes sending at once send each message once', async () => {
    const [a, b] = [otherProcess(), otherProcess()];
    for (let i = 0; i < 6; i++) await a.queue(srv.db, hello(`both${i}@example.org`));
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    for (let i = 0; i < 6; i++) await smtp.next(`both${i}@example.org`);
    await expect.poll(async () => (await srv.db('mail_outbox').where('to_address', 'like', 'both%').whereNull('sent_at')).length).toBe(0);
    expect(smtp.received.filter((m) => m.to.startsWith('both'))).toHaveLength(6);
  });
});

describe('without SMTP_URL', () => {
  it('each message is written to DATA_DIR/mail as an .eml file a mail program reads', async () => {
    const local = await startTestServer();
    try {
      const mailer = createMailer({ db: local.db, config: sameClubConfig(local), logger: createLogger('silent') });
      await mailer.queue(local.db, hello('file@example.org', 'On disk'));
      await mailer.runOnce();
      const dir = path.join(local.dataDir, 'mail');
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d+\.eml$/);
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, files[0])));
      expect(parsed.subject).toBe('On disk');
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('file@example.org');
      expect(parsed.html).toContain('খুলুন');
    } finally {
      await local.close();
    }
  });
});

describe('a crash between the commit and the send', () => {
  it.skipIf(onPostgres)(
    'kill -9 as the dispatcher takes the message: the restarted server sends it, once, at once',
    () =>
      withCrashingServer('mail.before-send', { SMTP_URL: smtp.url }, async ({ crashing, db, restart }) => {
        // Committed by the app's database: the crashing server's dispatcher takes it and dies.
        const mail = hello('crash@example.org');
        const site = { name: 'Club', origin: crashing.url, language: mail.language };
        await db.transaction((trx) => mailOutbox.insert(trx, { ...mail, ...renderMail(mail.content(site), site) }, '127.0.0.1'));
        await crashing.exited;
        expect((await db('mail_outbox').where({ to_address: 'crash@example.org' }).first()).sent_at).toBeNull();
        await restart();
        await smtp.next('crash@example.org', undefined, 5_000);
        await expect.poll(async () => (await db('mail_outbox').where({ to_address: 'crash@example.org' }).first()).sent_at).toBeTruthy();
        expect(smtp.received.filter((m) => m.to === 'crash@example.org')).toHaveLength(1);
      }),
    60_000,
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../test/smtp';
import { startTestServer, type Client, type TestServer } from '../test/test-server';
import { usersRepo } from '../users/users.repo';
import { hashPassword } from './password';
import { RESET_LIMITS } from './password-reset.service';

/** Forgot password -> the mail on a real SMTP server on loopback -> its link -> a new password. */
let smtp: TestSmtp;
let srv: TestServer;
beforeAll(async () => {
  smtp = await startTestSmtp();
  srv = await startTestServer({ SMTP_URL: smtp.url });
  // The app's page for the link (the built app's shell: any page answers with it).
  fs.mkdirSync(path.join(srv.dataDir, 'no-dist'), { recursive: true });
  fs.writeFileSync(path.join(srv.dataDir, 'no-dist', 'index.html'), '<!doctype html><title>club</title>');
});
afterAll(async () => {
  await srv.close();
  await smtp.close();
});
// Every request of this file comes from 127.0.0.1: each test starts with the limits' counts at 0.
beforeEach(() => srv.db('login_failures').where('key', 'like', 'reset:%').delete());

const ANSWER = { message: 'If an account uses this address, we have sent it a link to reset the password.' };
const OLD_PASSWORD = 'Old-password-1';
const NEW_PASSWORD = 'New-password-2';
let counter = 0;
const address = (name: string) => `${name}${++counter}@reset.test`;

async function account(name: string, fields: { passwordHash?: string | null; authType?: string; oidcSubject?: string; isActive?: boolean } = {}) {
  const email = address(name);
  const user = await usersRepo.insert(srv.db, {
    email,
    passwordHash: await hashPassword(OLD_PASSWORD),
    firstName: name,
    role: 'member',
    applicationStatus: 'approved',
    ...fields,
  });
  return { email, id: user.id };
}

const forgot = (email: string) => srv.client().post('/api/auth/forgot-password', { email });
const reset = (client: Client, token: string, password = NEW_PASSWORD) => client.post('/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => srv.client().post('/api/auth/login', { email, password });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email);
/** The `n`th mail (0 = the first) to the address, waited for. */
const nthMail = (email: string, n = 0) => smtp.next(email, (m) => mailsTo(email).indexOf(m) === n);
const resetLinkOf = (mail: ReceivedMail) => mail.links.find((l) => l.includes('/reset-password?token='));
const tokenOf = (mail: ReceivedMail) => new URL(resetLinkOf(mail)!).searchParams.get('token')!;

/** Asks for a link and answers its token (from the mail that arrived). */
async function linkFor(email: string, n = 0): Promise<string> {
  expect((await forgot(email)).status).toBe(202);
  return tokenOf(await nthMail(email, n));
}

/**
 * Mails are queued after the answer: once a later request's mail has arrived, an earlier
 * request that was going to queue one has done so.
 */
async function settled(): Promise<void> {
  await srv.db('login_failures').where('key', 'like', 'reset:%').delete();
  const marker = await account('marker');
  expect((await forgot(marker.email)).status).toBe(202);
  await nthMail(marker.email);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same 202 and body whether or not the address has an account; only the account gets a mail', async () => {
    const known = await account('known');
    const disabled = await account('disabled', { isActive: false });
    const unknown = address('nobody');
    const answers = await Promise.all([forgot(known.email), forgot(unknown), forgot(disabled.email)]);
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual(ANSWER);
      expect(res.text).toBe(answers[0].text);
    }
    const mail = await nthMail(known.email);
    expect(mail.subject).toBe('Reset your password for Social Business Youth Club');
    await settled();
    expect(mailsTo(unknown)).toEqual([]);
    expect(mailsTo(disabled.email)).toEqual([]);
    expect(await srv.db('mail_outbox').whereIn('to_address', [unknown, disabled.email])).toEqual([]);
  });

  it('mails a link to this site that opens the page and, once, sets the password and signs this device in', async () => {
    const { email } = await account('rina');
    expect((await forgot(email)).status).toBe(202);
    const mail = await nthMail(email);
    expect(mail.language).toBe('en');
    const link = resetLinkOf(mail)!;
    expect(link).toMatch(new RegExp(`^${srv.url}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(link);
    expect((await fetch(link)).status).toBe(200);

    const browser = srv.client();
    const res = await reset(browser, tokenOf(mail));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been changed. You are signed in.');
    expect(res.body.user.email).toBe(email);
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(browser.cookie('club.signed_in')).toBe('1');

    expect((await login(email, OLD_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('mails an account that signs in only through the provider how to sign in, with no link to reset', async () => {
    const { email, id } = await account('provider', { passwordHash: null, authType: 'oidc', oidcSubject: `sub-${counter}` });
    expect(await forgot(email)).toMatchObject({ status: 202, body: ANSWER });
    const mail = await nthMail(email);
    expect(mail.subject).toBe('How to sign in to Social Business Youth Club');
    expect(mail.text).toContain('single sign-on');
    expect(resetLinkOf(mail)).toBeUndefined();
    expect(mail.links).toContain(`${srv.url}/login`);
    expect((await fetch(`${srv.url}/login`)).status).toBe(200);
    expect(await srv.db('account_tokens').where({ user_id: id })).toEqual([]);
  });

  it('writes to a Bangla reader in Bangla', async () => {
    const { email, id } = await account('bangla');
    await usersRepo.setLanguage(srv.db, id, 'bn');
    expect((await forgot(email)).status).toBe(202);
    const mail = await nthMail(email);
    expect(mail.language).toBe('bn');
    expect(mail.subject).toBe('Social Business Youth Club-এ আপনার পাসওয়ার্ড নতুন করে দিন');
    expect(mail.text).toContain('লিংকটি ১ ঘণ্টা কাজ করবে');
    expect(mail.html).toContain('lang="bn"');
    expect((await reset(srv.client(), tokenOf(mail))).status).toBe(200);
  });

  it(`sends at most ${RESET_LIMITS.perAccount} mails to an address per window; after that the same answer and no mail`, async () => {
    const { email } = await account('often');
    for (let i = 0; i < RESET_LIMITS.perAccount; i++) await linkFor(email, i);
    const limited = await forgot(email);
    expect(limited.status).toBe(202);
    expect(limited.body).toEqual(ANSWER);
    await settled();
    expect(mailsTo(email)).toHaveLength(RESET_LIMITS.perAccount);
  });

  it(`answers at most ${RESET_LIMITS.perNetworkAddress} requests from one network address per window with a mail, whatever the address asked for`, async () => {
    for (let i = 0; i < RESET_LIMITS.perNetworkAddress; i++) expect((await forgot(address('made-up'))).status).toBe(202);
    const { email } = await account('crowded');
    expect(await forgot(email)).toMatchObject({ status: 202, body: ANSWER });
    await settled();
    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses an address that is not one', async () => {
    const res = await srv.client().post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe('Please enter a valid email');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('works once: the same link again is "used"', async () => {
    const { email } = await account('once');
    const token = await linkFor(email);
    expect((await reset(srv.client(), token)).status).toBe(200);
    const again = await reset(srv.client(), token, 'Another-password-3');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('link_used');
    expect(again.body.message).toBe('This link has already been used, or a newer one was sent.');
    expect((await login(email, 'Another-password-3')).status).toBe(401);
  });

  it('an hour later the link has expired', async () => {
    const { email, id } = await account('late');
    const token = await linkFor(email);
    await srv
      .db('account_tokens')
      .where({ user_id: id })
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const res = await reset(srv.client(), token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('link_expired');
    expect(res.body.message).toBe('This link has expired. Please ask for a new one.');
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);
  });

  it('a newer link voids the older one', async () => {
    const { email } = await account('twice');
    const older = await linkFor(email, 0);
    const newer = await linkFor(email, 1);
    expect((await reset(srv.client(), older)).body.code).toBe('link_used');
    expect((await reset(srv.client(), newer)).status).toBe(200);
  });

  it('a made-up token is "invalid"; a token cut short is a validation error', async () => {
    const made = await reset(srv.client(), 'A'.repeat(43));
    expect(made.status).toBe(400);
    expect(made.body.code).toBe('link_invalid');
    expect(made.body.message).toBe('This link is not valid.');
    const cut = await reset(srv.client(), 'abc');
    expect(cut.status).toBe(400);
    expect(cut.body.fields.token).toBe('The link is incomplete');
  });

  it('holds the registration password rules and keeps the link usable after a refused password', async () => {
    const { email } = await account('short');
    const token = await linkFor(email);
    const res = await reset(srv.client(), token, 'short');
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe('Password must be at least 8 characters');
    expect((await reset(srv.client(), token)).status).toBe(200);
  });

  it('ends every session of the account, on every device, and leaves other people signed in', async () => {
    const member = await srv.signedIn('member', address('member'));
    const phone = srv.client();
    expect((await phone.post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);
    const someoneElse = await srv.signedIn('member', address('other'));

    const browser = srv.client();
    expect((await reset(browser, await linkFor(member.email))).status).toBe(200);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await browser.get('/api/auth/user')).body.email).toBe(member.email);
    expect((await someoneElse.client.get('/api/auth/user')).status).toBe(200);
    expect(await srv.db('sessions').where({ user_id: member.userId })).toHaveLength(1);
  });

  it('a link to an address the account no longer has, or to a disabled account, does not set a password', async () => {
    const moved = await account('moved');
    const movedToken = await linkFor(moved.email);
    await usersRepo.update(srv.db, moved.id, { email: address('elsewhere') });
    expect((await reset(srv.client(), movedToken)).body.code).toBe('link_invalid');

    const off = await account('off');
    const offToken = await linkFor(off.email);
    await usersRepo.update(srv.db, off.id, { isActive: false });
    const res = await reset(srv.client(), offToken);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account has been disabled. Please contact the club.');
  });
});

import { describe, expect, it } from 'vitest';
import { mailingServerForFile, signedInForFile } from '../test/fixtures';
import type { ReceivedMail } from '../test/smtp';
import type { Client } from '../test/test-server';
import { accountTokens } from './account-tokens';

/** Proving an e-mail address: the mail a registration sends, its link, 'Send again', an admin's change of address. */
const { srv, smtp } = mailingServerForFile({ appShell: true });
const admin = signedInForFile(srv, 'super_admin');

const password = 'longenough1';
const confirmationTo = (to: string, where: (m: ReceivedMail) => boolean = () => true) => smtp.next(to, (m) => linkIn(m) !== undefined && where(m));
/** The confirmation link in a mail: on the server's own address, with its token. */
const linkIn = (mail: ReceivedMail) => mail.links.map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
const tokenIn = (mail: ReceivedMail) => linkIn(mail)!.searchParams.get('token')!;
const mailsTo = (to: string) => smtp.received.filter((m) => m.to === to && linkIn(m));
/** The n-th confirmation mail to `to` (1-based), waited for as long as the first. */
const nthConfirmationTo = (to: string, n: number) => confirmationTo(to, (m) => mailsTo(to).indexOf(m) === n - 1);
const verify = (token: string) => srv.client().post('/api/auth/verify-email', { token });

async function register(email: string, headers: Record<string, string> = {}) {
  const res = await srv.client().post('/api/auth/register', { email, password, firstName: 'Mitu', lastName: 'Akter' }, headers);
  expect(res.status, res.text).toBe(201);
  expect(res.body.user.emailVerified).toBe(false);
  return res.body.user.id as number;
}
async function signIn(email: string) {
  const client = srv.client();
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
}
const verified = async (client: Client) => (await client.get('/api/auth/user')).body.emailVerified;

describe('a new account proves its address', () => {
  it('registering mails a link in the language the app asked in; following it proves the address, without signing in', async () => {
    await register('mitu@example.org', { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    const mail = await confirmationTo('mitu@example.org');
    expect(mail.language).toBe('bn');
    expect(mail.subject).toContain('ই-মেইল ঠিকানা নিশ্চিত করুন');
    expect(mail.text).toContain('mitu@example.org');
    const link = linkIn(mail)!;
    expect(`${link.origin}${link.pathname}`).toBe(`${srv.url}/verify-email`);
    expect((await fetch(link)).status).toBe(200);

    const member = await signIn('mitu@example.org');
    expect(await verified(member)).toBe(false);
    const res = await verify(tokenIn(mail));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Your e-mail address is confirmed' });
    expect(await verified(member)).toBe(true);
  });

  it('the Join dialog (through the outbox: an Idempotency-Key) gets the same mail; without a language asked for, in English', async () => {
    const body = {
      email: 'joiner@example.org',
      password,
      firstName: 'Joy',
      lastName: 'Das',
      phone: '+8801711000000',
      age: '19',
      address: 'Ward 4',
      motivation: 'To plant trees with friends.',
    };
    const client = srv.client();
    for (let i = 0; i < 2; i++) expect((await client.post('/api/auth/register', body, { 'Idempotency-Key': 'join-apply-0001' })).status).toBe(201);
    const mail = await confirmationTo('joiner@example.org');
    expect(mail.language).toBe('en');
    expect(mail.subject).toMatch(/^Confirm your e-mail address for /);
    expect(mail.text).toContain('Hello Joy,');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('joiner@example.org')).toHaveLength(1);
  });

  it('a link works once; an unknown, expired or malformed one says which', async () => {
    const id = await register('once@example.org');
    const token = tokenIn(await confirmationTo('once@example.org'));
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).body).toMatchObject({ code: 'link_used', message: 'This link has already been used, or a newer one was sent.' });
    expect((await verify('A'.repeat(43))).body).toMatchObject({ code: 'link_invalid', message: 'This link is not valid.' });
    expect((await verify('not a token')).body.code).toBe('validation_failed');

    await srv.db('users').where({ id }).update({ email_verified_at: null });
    const expiring = await accountTokens.issue(srv.db, { purpose: 'verify-email', email: 'once@example.org', ttlMs: 60_000, userId: id });
    await srv
      .db('account_tokens')
      .where({ user_id: id, used_at: null })
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const res = await verify(expiring);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'link_expired', message: 'This link has expired. Please ask for a new one.' });
    expect(await verified(await signIn('once@example.org'))).toBe(false);
  });

  it('a newer link voids the older one', async () => {
    await register('twice@example.org');
    const first = tokenIn(await confirmationTo('twice@example.org'));
    const member = await signIn('twice@example.org');
    expect((await member.post('/api/auth/verify-email/resend')).status).toBe(200);
    const second = tokenIn(await nthConfirmationTo('twice@example.org', 2));
    expect((await verify(first)).body.code).toBe('link_used');
    expect((await verify(second)).status).toBe(200);
  });
});

describe('a changed address', () => {
  it('is not proven: verification is reset and a link goes to the new address in the account’s language', async () => {
    const id = await register('old.address@example.org');
    expect((await verify(tokenIn(await confirmationTo('old.address@example.org')))).status).toBe(200);
    const member = await signIn('old.address@example.org');
    expect((await member.put('/api/auth/language', { language: 'bn' })).status).toBe(200);
    expect(await verified(member)).toBe(true);

    const res = await admin.patch(`/api/users/${id}`, { email: 'New.Address@example.org' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'new.address@example.org', emailVerified: false });
    expect(await verified(member)).toBe(false);
    const mail = await confirmationTo('new.address@example.org');
    expect(mail.language).toBe('bn');
    expect(mail.text).toContain('new.address@example.org');
    expect((await verify(tokenIn(mail))).status).toBe(200);
    expect(await verified(member)).toBe(true);
  });

  it('a link sent to the old address no longer proves anything', async () => {
    const id = await register('before@example.org');
    const toOld = tokenIn(await confirmationTo('before@example.org'));
    expect((await admin.patch(`/api/users/${id}`, { email: 'after@example.org' })).status).toBe(200);
    await confirmationTo('after@example.org');
    expect((await verify(toOld)).body.code).toBe('link_used');

    // Even a link that was not voided: it names the address it was sent to, which is not the account's now.
    const stray = await accountTokens.issue(srv.db, { purpose: 'verify-email', email: 'before@example.org', ttlMs: 60_000, userId: id });
    expect((await verify(stray)).body.code).toBe('link_invalid');
    expect(await verified(await signIn('after@example.org'))).toBe(false);
  });

  it('saving the same address again changes nothing and sends nothing', async () => {
    const id = await register('same@example.org');
    await confirmationTo('same@example.org');
    expect((await admin.patch(`/api/users/${id}`, { email: 'same@example.org', firstName: 'Mita' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('same@example.org')).toHaveLength(1);
  });
});

describe("'Send again'", () => {
  it('is for a signed-in account', async () => {
    expect((await srv.client().post('/api/auth/verify-email/resend')).status).toBe(401);
  });

  it('sends at most 3 links an hour, then answers 429 with Retry-After and a clear message', async () => {
    const { client, email } = await srv.signedIn('participant');
    for (let i = 1; i <= 3; i++) {
      const res = await client.post('/api/auth/verify-email/resend', undefined, { 'Accept-Language': 'en' });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ message: 'A new confirmation link is on its way. Please check your e-mail.' });
    }
    const limited = await client.post('/api/auth/verify-email/resend');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'too_many_requests',
      message: 'Several confirmation links were sent in the last hour. Please wait 60 minutes and ask again.',
    });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    // Only the newest link works.
    const [first, , third] = [await nthConfirmationTo(email, 1), await nthConfirmationTo(email, 2), await nthConfirmationTo(email, 3)];
    expect((await verify(tokenIn(first))).body.code).toBe('link_used');
    expect((await verify(tokenIn(third))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('a proven address gets a clear answer and no mail', async () => {
    await register('proven@example.org');
    expect((await verify(tokenIn(await confirmationTo('proven@example.org')))).status).toBe(200);
    const res = await (await signIn('proven@example.org')).post('/api/auth/verify-email/resend');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your e-mail address is already confirmed' });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('proven@example.org')).toHaveLength(1);
  });
});

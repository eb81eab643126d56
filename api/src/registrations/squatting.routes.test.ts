import { describe, expect, it } from 'vitest';
import { mailingServerForFile, makeEvent, registrationForm, signedInForFile } from '../test/fixtures';
import type { ReceivedMail } from '../test/smtp';

/**
 * Registrations no one can squat (issue 25 §4): a visitor's unconfirmed registration with someone
 * else's address gives way once the address's owner proves it; visitor registrations join the
 * account that verified their address (§3).
 */
const { srv, smtp } = mailingServerForFile();
const admin = signedInForFile(srv, 'super_admin');

const visitor = (device: string) => srv.client({ 'x-client-id': device });
const registerAsVisitor = (device: string, eventId: number, email: string, extra: Record<string, unknown> = {}) =>
  visitor(device).post('/api/event-registrations/anonymous', registrationForm(eventId, email, extra));
const confirmTokenIn = (mail: ReceivedMail) => new URL(mail.links.find((l) => l.includes('/registrations/confirm'))!).searchParams.get('token')!;
/** The registration mail of the registration `id` (its cancel link names it). */
const registrationMail = (to: string, id: number) => smtp.next(to, (m) => m.links.some((l) => l.includes(`/cancel-registration/${id}?`)));
const statusOf = async (eventId: number) =>
  Object.fromEntries(
    ((await admin.get(`/api/event-registrations?eventId=${eventId}`)).body as Array<{ id: number; status: string }>).map((r) => [r.id, r.status]),
  );
async function verifiedAccount(email: string) {
  const account = await srv.signedIn('participant', email);
  await srv.db('users').where({ id: account.userId }).update({ email_verified_at: new Date().toISOString() });
  return account;
}

describe('an unconfirmed visitor registration with my address', () => {
  it("gives way when I register with my verified account: mine takes the seat, theirs is cancelled with a mail saying why (today's 409)", async () => {
    const eventId = await makeEvent(admin, { title: 'Coding Camp', maxParticipants: 1 });
    const squat = await registerAsVisitor('squatter-phone', eventId, 'nila@example.org', { name: 'Not Nila' });
    expect(squat.status).toBe(201);
    const line = await registerAsVisitor('queue-phone', eventId, 'queue@example.org', { joinWaitlist: true });
    expect(line.body.status).toBe('waitlisted');

    // An account that has not proven the address is still refused, as before.
    const unproven = await srv.signedIn('participant', 'nila.other@example.org');
    const refused = await unproven.client.post('/api/event-registrations', registrationForm(eventId, 'nila@example.org'));
    expect([refused.status, refused.body.message]).toEqual([409, 'This email is already registered for this event']);

    const nila = await verifiedAccount('nila@example.org');
    const mine = await nila.client.post('/api/event-registrations', registrationForm(eventId, 'nila@example.org', { name: 'Nila Sen' }));
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.registration).toMatchObject({ status: 'pending', userId: nila.userId });
    expect(await statusOf(eventId)).toEqual({
      [squat.body.registrationId]: 'cancelled',
      [line.body.registrationId]: 'waitlisted',
      [mine.body.registration.id]: 'pending',
    });

    const why = await smtp.next('nila@example.org', (m) => m.subject === 'Registration cancelled: Coding Camp');
    expect(why.text).toContain('Hello Not Nila,');
    expect(why.text).toContain('confirmed on another registration for the same event');
    // The address is now proven for this event: nobody can register it again.
    expect((await registerAsVisitor('squatter-phone-2', eventId, 'nila@example.org')).status).toBe(409);
  });

  it('gives way when I click the link of my own registration, made on my phone beside theirs; their seat goes to the waitlist', async () => {
    const eventId = await makeEvent(admin, { maxParticipants: 2 });
    const squat = await registerAsVisitor('squatter-phone-3', eventId, 'rafi@example.org');
    // The same phone again is the same person: refused as before.
    expect((await registerAsVisitor('squatter-phone-3', eventId, 'rafi@example.org')).status).toBe(409);
    const mine = await registerAsVisitor('rafi-phone', eventId, 'rafi@example.org', { name: 'Rafi' });
    expect(mine.status, mine.text).toBe(201);
    const line = await registerAsVisitor('queue-phone-2', eventId, 'queue2@example.org', { joinWaitlist: true });
    expect(line.body.status).toBe('waitlisted');

    const myMail = await registrationMail('rafi@example.org', mine.body.registrationId);
    const theirMail = await registrationMail('rafi@example.org', squat.body.registrationId);
    expect((await srv.client().post('/api/event-registrations/confirm', { token: confirmTokenIn(myMail) })).status).toBe(200);
    expect(await statusOf(eventId)).toEqual({
      [squat.body.registrationId]: 'cancelled',
      [mine.body.registrationId]: 'pending',
      [line.body.registrationId]: 'pending',
    });
    await smtp.next('rafi@example.org', (m) => m.subject.startsWith('Registration cancelled'));
    // Their link no longer confirms anything.
    expect((await srv.client().post('/api/event-registrations/confirm', { token: confirmTokenIn(theirMail) })).status).toBe(409);
  });

  it('a confirmed visitor registration is not displaced: a verified account with the address is refused', async () => {
    const eventId = await makeEvent(admin);
    const first = await registerAsVisitor('kept-phone', eventId, 'kept@example.org');
    await srv
      .client()
      .post('/api/event-registrations/confirm', { token: confirmTokenIn(await registrationMail('kept@example.org', first.body.registrationId)) });
    const account = await verifiedAccount('kept@example.org');
    expect((await account.client.post('/api/event-registrations', registrationForm(eventId, 'kept@example.org'))).status).toBe(409);
  });
});

describe('visitor registrations in the dashboard of the account that verified their address', () => {
  it('are listed, with ticket, and the account may cancel them; an unverified account with the same address sees nothing', async () => {
    const eventId = await makeEvent(admin);
    const made = await registerAsVisitor('joined-phone', eventId, 'Joined@Example.org', { institution: 'Secret School' });
    const account = await srv.signedIn('participant', 'joined@example.org');

    const before = await account.client.get('/api/event-registrations/mine');
    expect(before.body.registrations).toEqual([]);
    expect(before.text).not.toContain('Secret School');
    expect((await account.client.post(`/api/event-registrations/${made.body.registrationId}/cancel`)).status).toBe(403);

    await srv.db('users').where({ id: account.userId }).update({ email_verified_at: new Date().toISOString() });
    const after = (await account.client.get('/api/event-registrations/mine')).body.registrations;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: made.body.registrationId, eventId, ticketCode: made.body.ticketCode, userId: null, status: 'pending' });
    const cancelled = await account.client.post(`/api/event-registrations/${made.body.registrationId}/cancel`);
    expect([cancelled.status, cancelled.body.registration.status]).toEqual([200, 'cancelled']);

    // Another account's address never joins: the match is on the verified address only.
    const other = await verifiedAccount('someone.else@example.org');
    expect((await other.client.get('/api/event-registrations/mine')).body.registrations).toEqual([]);
  });
});

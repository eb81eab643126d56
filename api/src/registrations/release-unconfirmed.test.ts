import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, registrationForm } from '../test/fixtures';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { type Client, sameClubConfig, startTestServer, type TestServer } from '../test/test-server';
import { createLogger } from '../lib/logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { createNotifier, type Notifier } from '../notifications/notifier';
import { pushSender } from '../push/push.sender';
import { releaseUnconfirmed } from './release-unconfirmed';

/** An event that asks visitors to confirm within N hours (issue 25 §4): unconfirmed places go back to the waitlist. */
let smtp: TestSmtp;
let srv: TestServer;
let admin: Client;
/** The release runs as the server's timer runs it: with a mailer and a notifier of the same club. */
let mail: Mailer;
let notifier: Notifier;
beforeAll(async () => {
  smtp = await startTestSmtp();
  srv = await startTestServer({ SMTP_URL: smtp.url });
  admin = (await srv.signedIn('super_admin')).client;
  const config = sameClubConfig(srv, { SMTP_URL: smtp.url });
  mail = createMailer({ db: srv.db, config, logger: createLogger('silent') });
  mail.listening(Number(new URL(srv.url).port));
  notifier = createNotifier({ db: srv.db, logger: createLogger('silent'), mail, push: pushSender({ config, db: srv.db }) });
});
afterAll(async () => {
  await notifier.stop();
  await mail.stop();
  await srv.close();
  await smtp.close();
});

let phones = 0;
const registerAsVisitor = (eventId: number, email: string, extra: Record<string, unknown> = {}) =>
  srv.client({ 'x-client-id': `release-phone-${++phones}` }).post('/api/event-registrations/anonymous', registrationForm(eventId, email, extra));
/** Moves a registration `hours` into the past: when it was made, and its deadline with it. */
async function age(id: number, hours: number) {
  const row = await srv.db('event_registrations').where({ id }).first();
  const back = (iso: string | null) => iso && new Date(Date.parse(iso) - hours * 3_600_000).toISOString();
  await srv
    .db('event_registrations')
    .where({ id })
    .update({ registered_at: back(row.registered_at), confirm_by: back(row.confirm_by) });
}
const statusOf = async (eventId: number) =>
  Object.fromEntries(
    ((await admin.get(`/api/event-registrations?eventId=${eventId}`)).body as Array<{ id: number; status: string }>).map((r) => [r.id, r.status]),
  );

describe('confirm within N hours', () => {
  it('is set in the event form: off by default, 1 to 168 hours, cleared with null', async () => {
    const id = await makeEvent(admin);
    expect((await admin.get(`/api/events/${id}`)).body.confirmWithinHours).toBeNull();
    const base = (await admin.get(`/api/events/${id}`)).body;
    const body = { ...base, customQuestions: [], confirmWithinHours: 24 };
    expect((await admin.put(`/api/events/${id}`, body)).status).toBe(200);
    expect((await srv.client().get(`/api/events/${id}`)).body.confirmWithinHours).toBe(24);
    const tooLong = await admin.put(`/api/events/${id}`, { ...body, confirmWithinHours: 169 });
    expect([tooLong.status, tooLong.body.fields]).toEqual([400, { confirmWithinHours: 'Must be at most 168 hours (one week)' }]);
    expect((await admin.put(`/api/events/${id}`, { ...body, confirmWithinHours: 1.5 })).body.fields).toEqual({
      confirmWithinHours: 'Must be a whole number of hours',
    });
    expect((await admin.put(`/api/events/${id}`, { ...body, confirmWithinHours: null })).status).toBe(200);
    expect((await admin.get(`/api/events/${id}`)).body.confirmWithinHours).toBeNull();
  });

  it('releases a visitor place not confirmed in time to the waitlist, with a mail saying so; confirmed and younger ones stay', async () => {
    const eventId = await makeEvent(admin, { title: 'Quiz Night', maxParticipants: 2, confirmWithinHours: 24 });
    const late = (await registerAsVisitor(eventId, 'late@example.org', { name: 'Late Lina' })).body;
    const proven = (await registerAsVisitor(eventId, 'proven@example.org')).body;
    const line = (await registerAsVisitor(eventId, 'line@example.org', { joinWaitlist: true })).body;
    expect(line.status).toBe('waitlisted');
    const told = await smtp.next('late@example.org', (m) => m.subject === 'Your registration: Quiz Night');
    expect(told.text).toContain('If it is not confirmed within 24 hours, your place is released to others.');
    const provenMail = await smtp.next('proven@example.org');
    const token = new URL(provenMail.links.find((l) => l.includes('/registrations/confirm'))!).searchParams.get('token');
    expect((await srv.client().post('/api/event-registrations/confirm', { token })).status).toBe(200);

    await age(late.registrationId, 23);
    await age(proven.registrationId, 25);
    expect(await releaseUnconfirmed(srv.db, mail, notifier)).toBe(0);
    await age(late.registrationId, 2);
    expect(await releaseUnconfirmed(srv.db, mail, notifier)).toBe(1);
    expect(await releaseUnconfirmed(srv.db, mail, notifier)).toBe(0);
    expect(await statusOf(eventId)).toEqual({ [late.registrationId]: 'cancelled', [proven.registrationId]: 'pending', [line.registrationId]: 'pending' });
    // The first in line took the seat and hears it, with the ticket.
    const promoted = await smtp.next('line@example.org', (m) => m.subject === 'A place opened up for you');
    expect(promoted.links).toContain(`${srv.url}/registrations/ticket/${line.ticketCode}`);

    const released = await smtp.next('late@example.org', (m) => m.subject === 'Place released: Quiz Night');
    expect(released.text).toContain('Hello Late Lina,');
    expect(released.text).toContain('not confirmed within 24 hours');
    expect(released.links).toContain(`${srv.url}/events/${eventId}`);
    expect((await srv.client().get(`/api/events/${eventId}`)).body.registeredCount).toBe(2);
  });

  it('releases nothing once the event stops asking, nor for registrations made before it asked, nor for accounts', async () => {
    const eventId = await makeEvent(admin);
    const before = (await registerAsVisitor(eventId, 'before@example.org')).body;
    const event = (await admin.get(`/api/events/${eventId}`)).body;
    await admin.put(`/api/events/${eventId}`, { ...event, customQuestions: [], confirmWithinHours: 1 });
    const p = await srv.signedIn('participant');
    const byAccount = (await p.client.post('/api/event-registrations', registrationForm(eventId, p.email))).body.registration;
    const after = (await registerAsVisitor(eventId, 'after@example.org')).body;
    for (const id of [before.registrationId, byAccount.id, after.registrationId]) await age(id, 48);
    await admin.put(`/api/events/${eventId}`, { ...event, customQuestions: [], confirmWithinHours: null });
    expect(await releaseUnconfirmed(srv.db, mail, notifier)).toBe(0);
    await admin.put(`/api/events/${eventId}`, { ...event, customQuestions: [], confirmWithinHours: 1 });
    expect(await releaseUnconfirmed(srv.db, mail, notifier)).toBe(1);
    expect(await statusOf(eventId)).toEqual({ [before.registrationId]: 'pending', [byAccount.id]: 'pending', [after.registrationId]: 'cancelled' });
  });
});

import { describe, expect, it } from 'vitest';
import { mailingServerForFile, makeEvent, registrationForm, signedInForFile } from '../test/fixtures';
import type { ReceivedMail } from '../test/smtp';

/** A visitor's registration mail (issue 25 §4): ticket, cancel and confirm links that work, in the page's language. */
const { srv, smtp } = mailingServerForFile({ appShell: true });
const admin = signedInForFile(srv, 'super_admin');

let phones = 0;
/** A visitor's phone: the app names it with X-Client-Id. */
const phone = () => srv.client({ 'x-client-id': `mail-phone-${++phones}` });
const registrationMailTo = (to: string) => smtp.next(to, (m) => !!linkIn(m, '/registrations/confirm'));
const linkIn = (mail: ReceivedMail, pathname: string) => mail.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(pathname));
const confirmTokenIn = (mail: ReceivedMail) => linkIn(mail, '/registrations/confirm')!.searchParams.get('token')!;
const adminRow = async (eventId: number, id: number) =>
  ((await admin.get(`/api/event-registrations?eventId=${eventId}`)).body as Array<{ id: number; status: string; emailConfirmed: boolean }>).find(
    (r) => r.id === id,
  )!;

describe('the mail of a visitor registration', () => {
  it('arrives with the ticket, the cancel link shown after registering and a confirm link, all on the site and all working', async () => {
    const eventId = await makeEvent(admin, { title: 'Robotics Day', location: 'Club office' });
    const res = await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'Rina@Example.org', { name: 'Rina Das' }));
    expect(res.status).toBe(201);

    const mail = await registrationMailTo('rina@example.org');
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Your registration: Robotics Day');
    expect(mail.text).toContain('Hello Rina Das,');
    expect(mail.text).toContain(`Your ticket code is ${res.body.ticketCode}`);
    for (const link of mail.links) expect(new URL(link).origin).toBe(srv.url);
    // The same cancel link the page showed, made absolute; the ticket's page by its code.
    expect(linkIn(mail, '/cancel-registration/')!.href).toBe(`${srv.url}${res.body.cancelUrl}`);
    expect(linkIn(mail, '/registrations/ticket/')!.pathname).toBe(`/registrations/ticket/${res.body.ticketCode}`);
    for (const page of ['/registrations/confirm', '/registrations/ticket/', '/cancel-registration/'])
      expect((await fetch(linkIn(mail, page)!)).status).toBe(200);
    expect(mail.html).toContain(`href="${linkIn(mail, '/registrations/confirm')!.href}"`);

    expect((await adminRow(eventId, res.body.registrationId)).emailConfirmed).toBe(false);
    const confirmed = await srv.client().post('/api/event-registrations/confirm', { token: confirmTokenIn(mail) });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({
      message: 'Your email address is confirmed. Your registration stands.',
      eventId,
      eventTitle: 'Robotics Day',
      eventTitleBn: null,
    });
    expect(await adminRow(eventId, res.body.registrationId)).toMatchObject({ emailConfirmed: true, status: 'pending' });

    const token = linkIn(mail, '/cancel-registration/')!.searchParams.get('token');
    const cancelled = await srv.client().post(`/api/event-registrations/${res.body.registrationId}/cancel`, { token });
    expect([cancelled.status, cancelled.body.registration.status]).toEqual([200, 'cancelled']);
  });

  it('is written in Bangla when the page was in Bangla, with the event in Bangla', async () => {
    const eventId = await makeEvent(admin, { title: 'Science Fair', titleBn: 'বিজ্ঞান মেলা', date: '2030-03-05', maxParticipants: 1 });
    await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'first@example.org'));
    const res = await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'mim@example.org', { language: 'bn', joinWaitlist: true }));
    expect(res.body.status).toBe('waitlisted');
    const mail = await registrationMailTo('mim@example.org');
    expect(mail.language).toBe('bn');
    expect(mail.subject).toBe('আপনার নিবন্ধন: বিজ্ঞান মেলা');
    expect(mail.text).toContain('অপেক্ষমাণ তালিকায়');
    expect(mail.text).toContain('৫ মার্চ, ২০৩০, সকাল ১০:০০');
    expect(mail.text).toContain('আমার ই-মেইল নিশ্চিত করুন');
    expect(linkIn(mail, '/registrations/ticket/')).toBeDefined();
  });

  it('is only for visitors: a signed-in registration sends none', async () => {
    const eventId = await makeEvent(admin);
    const p = await srv.signedIn('participant');
    expect((await p.client.post('/api/event-registrations', registrationForm(eventId, p.email))).status).toBe(201);
    // A visitor's registration after it: once its mail is here, one for the account would have come first.
    await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'after@example.org'));
    await registrationMailTo('after@example.org');
    expect(smtp.received.filter((m) => m.to === p.email)).toEqual([]);
  });
});

describe('the confirm link', () => {
  it('works once; a made-up token or an incomplete one is refused, naming the token', async () => {
    const eventId = await makeEvent(admin);
    await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'once@example.org'));
    const token = confirmTokenIn(await registrationMailTo('once@example.org'));
    expect((await srv.client().post('/api/event-registrations/confirm', { token })).status).toBe(200);
    const again = await srv.client().post('/api/event-registrations/confirm', { token });
    expect([again.status, again.body.message, again.body.fields]).toEqual([
      400,
      'This confirmation link was already used.',
      { token: 'This confirmation link was already used.' },
    ]);
    const made = await srv.client().post('/api/event-registrations/confirm', { token: 'a'.repeat(43) });
    expect([made.status, made.body.message]).toEqual([400, 'This confirmation link is not valid. Please use the link in your registration mail.']);
    expect((await srv.client().post('/api/event-registrations/confirm', { token: 'short' })).body.fields).toEqual({ token: 'The link is incomplete' });
  });

  it('of a registration cancelled since says so, and stays unused', async () => {
    const eventId = await makeEvent(admin);
    const res = await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'gone@example.org'));
    const token = confirmTokenIn(await registrationMailTo('gone@example.org'));
    await admin.patch(`/api/event-registrations/${res.body.registrationId}`, { status: 'cancelled' });
    const late = await srv.client().post('/api/event-registrations/confirm', { token });
    expect([late.status, late.body.message]).toEqual([
      409,
      'This registration was cancelled, so it cannot be confirmed. You can register again if places are free.',
    ]);
    expect((await srv.client().post('/api/event-registrations/confirm', { token })).status).toBe(409);
  });
});

describe('admins see whether each e-mail was confirmed', () => {
  it('a clicked link or a verified account is confirmed; an unverified account or an unclicked visitor is not', async () => {
    const eventId = await makeEvent(admin);
    const visitor = (await phone().post('/api/event-registrations/anonymous', registrationForm(eventId, 'v@example.org'))).body.registrationId;
    const verified = await srv.signedIn('participant');
    await srv.db('users').where({ id: verified.userId }).update({ email_verified_at: new Date().toISOString() });
    const byVerified = (await verified.client.post('/api/event-registrations', registrationForm(eventId, verified.email))).body.registration.id;
    const unverified = await srv.signedIn('participant');
    const byUnverified = (await unverified.client.post('/api/event-registrations', registrationForm(eventId, unverified.email))).body.registration.id;
    expect((await adminRow(eventId, visitor)).emailConfirmed).toBe(false);
    expect((await adminRow(eventId, byVerified)).emailConfirmed).toBe(true);
    expect((await adminRow(eventId, byUnverified)).emailConfirmed).toBe(false);
    // Verifying later proves the account's registrations made with that address too.
    await srv.db('users').where({ id: unverified.userId }).update({ email_verified_at: new Date().toISOString() });
    expect((await adminRow(eventId, byUnverified)).emailConfirmed).toBe(true);
  });
});

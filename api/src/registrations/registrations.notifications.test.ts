import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotifyHarness, startNotifyHarness } from '../events/notifications.test-utils';
import { registrationForm } from '../test/fixtures';

/** A registrant hears what happens to their registration: confirmed, cancelled by an admin, moved up from the waitlist. */
let h: NotifyHarness;
beforeAll(async () => {
  h = await startNotifyHarness();
});
afterAll(() => h.close());

const decide = async (id: number, status: string, headers?: Record<string, string>) => {
  const res = await h.admin.patch(`/api/event-registrations/${id}`, { status }, headers);
  expect(res.status).toBe(200);
};
const fair = { title: 'Science Fair', titleBn: 'বিজ্ঞান মেলা', location: 'Club office', locationBn: 'ক্লাব অফিস' };

describe('registration confirmed', () => {
  it('a visitor who registered in Bangla gets the mail in Bangla, with their ticket', async () => {
    const eventId = await h.event(fair);
    const reg = await h.visitor(eventId, 'rina@example.org', { language: 'bn' });
    await decide(reg.registrationId, 'confirmed');
    const mail = await h.smtp.next('rina@example.org', (m) => m.subject === 'আপনার আসন নিশ্চিত হয়েছে');
    expect(mail.text).toContain('বিজ্ঞান মেলা, ২০ ডিসেম্বর, ২০৩০, সকাল ১০:০০, ক্লাব অফিস। প্রবেশপথে আপনার টিকিট দেখান।');
    expect(mail.links).toContain(`${h.srv.url}/registrations/ticket/${reg.ticketCode}`);
  });

  it('an account with a phone gets the push, opening its Event Registration tab, and no mail', async () => {
    const eventId = await h.event(fair);
    const p = await h.srv.signedIn('participant');
    const phone = await h.phone(p.client);
    const reg = (await p.client.post('/api/event-registrations', registrationForm(eventId, p.email))).body.registration;
    await decide(reg.id, 'confirmed');
    await expect.poll(() => phone.shown().length, { timeout: 10_000 }).toBe(1);
    expect(phone.shown()[0]).toMatchObject({
      title: 'Your place is confirmed',
      body: 'Science Fair, 20 December 2030, 10:00 AM, Club office. Show your ticket at the door.',
      url: '/dashboard?tab=registration',
      lang: 'en',
    });
    expect(h.smtp.received.some((m) => m.to === p.email)).toBe(false);
  });

  it("confirmed as it is made (the event confirms at once): an account is told; a visitor's registration mail already says it", async () => {
    const eventId = await h.event({ ...fair, autoConfirm: true });
    const p = await h.srv.signedIn('member');
    const phone = await h.phone(p.client);
    expect((await p.client.post('/api/event-registrations', registrationForm(eventId, p.email))).body.status).toBe('confirmed');
    await expect.poll(() => phone.shown().map((n) => n.title), { timeout: 10_000 }).toEqual(['Your place is confirmed']);
    await h.visitor(eventId, 'auto@example.org');
    expect(await h.rows({ kind: 'registration.confirmed', to_email: 'auto@example.org' })).toEqual([]);
  });

  it('a replayed confirmation (same Idempotency-Key) tells nothing twice', async () => {
    const eventId = await h.event(fair);
    const reg = await h.visitor(eventId, 'replay@example.org');
    const key = { 'Idempotency-Key': 'confirm-replay-0001' };
    await decide(reg.registrationId, 'confirmed', key);
    await decide(reg.registrationId, 'confirmed', key);
    await h.smtp.next('replay@example.org', (m) => m.subject === 'Your place is confirmed');
    expect(await h.rows({ kind: 'registration.confirmed', to_email: 'replay@example.org' })).toHaveLength(1);
    expect(h.smtp.received.filter((m) => m.to === 'replay@example.org' && m.subject === 'Your place is confirmed')).toHaveLength(1);
  });

  it('nobody is told about an event that is over or closed (an admin tidying up)', async () => {
    const eventId = await h.event(fair);
    const reg = await h.visitor(eventId, 'tidy@example.org');
    await h.edit(eventId, { status: 'completed' });
    await decide(reg.registrationId, 'confirmed');
    expect(await h.rows({ to_email: 'tidy@example.org' })).toEqual([]);
  });
});

describe('registration cancelled by an admin', () => {
  it('tells the registrant (pending or confirmed, visitor or account); cancelling their own tells nobody', async () => {
    const eventId = await h.event(fair);
    const reg = await h.visitor(eventId, 'cut@example.org');
    await decide(reg.registrationId, 'cancelled');
    const mail = await h.smtp.next('cut@example.org', (m) => m.subject === 'Your registration was cancelled');
    expect(mail.text).toContain('The organisers cancelled your registration for Science Fair (20 December 2030, 10:00 AM).');
    expect(mail.links).toContain(`${h.srv.url}/events/${eventId}`);

    const p = await h.srv.signedIn('participant');
    const mine = (await p.client.post('/api/event-registrations', registrationForm(eventId, p.email))).body.registration;
    await decide(mine.id, 'confirmed');
    expect((await h.admin.post(`/api/event-registrations/${mine.id}/cancel`, {})).status).toBe(200);
    await expect.poll(async () => (await h.rows({ kind: 'registration.cancelled', user_id: p.userId })).length).toBe(1);

    const own = await h.srv.signedIn('participant');
    const ownReg = (await own.client.post('/api/event-registrations', registrationForm(eventId, own.email))).body.registration;
    expect((await own.client.post(`/api/event-registrations/${ownReg.id}/cancel`, {})).status).toBe(200);
    expect(await h.rows({ kind: 'registration.cancelled', user_id: own.userId })).toEqual([]);
  });
});

describe('moved up from the waitlist', () => {
  it('the promoted person is told, with their ticket: a visitor by mail in their language, an account on its phone', async () => {
    const eventId = await h.event({ ...fair, maxParticipants: 1 });
    const seat = await h.visitor(eventId, 'seat@example.org');
    const next = await h.visitor(eventId, 'next@example.org', { language: 'bn', joinWaitlist: true });
    const p = await h.srv.signedIn('participant');
    const phone = await h.phone(p.client);
    const last = (await p.client.post('/api/event-registrations', registrationForm(eventId, p.email, { joinWaitlist: true }))).body;
    expect([next.status, last.status]).toEqual(['waitlisted', 'waitlisted']);

    await decide(seat.registrationId, 'cancelled');
    const mail = await h.smtp.next('next@example.org', (m) => m.subject === 'আপনার জন্য একটি আসন খালি হয়েছে');
    expect(mail.text).toContain('অপেক্ষমাণ তালিকা থেকে আপনি বিজ্ঞান মেলা (২০ ডিসেম্বর, ২০৩০, সকাল ১০:০০, ক্লাব অফিস)-এ আসন পেয়েছেন।');
    expect(mail.text).toContain('আয়োজকেরা আপনার আসন নিশ্চিত করবেন। টিকিট দেখতে খুলুন।');
    expect(mail.links).toContain(`${h.srv.url}/registrations/ticket/${next.ticketCode}`);
    expect(phone.shown()).toEqual([]);

    await decide(next.registrationId, 'cancelled');
    await expect.poll(() => phone.shown().length, { timeout: 10_000 }).toBe(1);
    expect(phone.shown()[0]).toMatchObject({ title: 'A place opened up for you', url: '/dashboard?tab=registration' });
    expect(String(phone.shown()[0].body)).toContain('You moved up from the waitlist for Science Fair');
    expect((await p.client.get('/api/notifications')).body.notifications.map((n: { kind: string }) => n.kind)).toEqual(['registration.promoted']);
  });

  it('on an event that confirms at once, the place is confirmed', async () => {
    const eventId = await h.event({ ...fair, maxParticipants: 1, autoConfirm: true });
    const seat = await h.visitor(eventId, 'first@example.org');
    await h.visitor(eventId, 'second@example.org', { joinWaitlist: true });
    const token = new URL(seat.cancelUrl, h.srv.url).searchParams.get('token');
    expect((await h.srv.client().post(`/api/event-registrations/${seat.registrationId}/cancel`, { token })).status).toBe(200);
    const mail = await h.smtp.next('second@example.org', (m) => m.subject === 'A place opened up for you');
    expect(mail.text).toContain('Your place is confirmed. Open to see your ticket.');
  });
});

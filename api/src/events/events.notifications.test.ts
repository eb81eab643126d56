import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationForm } from '../test/fixtures';
import { type NotifyHarness, startNotifyHarness } from './notifications.test-utils';

/** Everyone registered (pending or confirmed) or RSVP'd hears of a new date, time or place, and of a cancellation. */
let h: NotifyHarness;
beforeAll(async () => {
  h = await startNotifyHarness();
});
afterAll(() => h.close());

const fair = { title: 'Science Fair', titleBn: 'বিজ্ঞান মেলা', location: 'Club office', locationBn: 'ক্লাব অফিস' };
const kinds = async (eventKind: string, where: Record<string, unknown>) => (await h.rows({ kind: eventKind, ...where })).length;

describe('event changed', () => {
  it('a new time: the registered are told (a visitor in Bangla, an account on its phone), the waitlist is not; a replayed edit tells nothing twice', async () => {
    const eventId = await h.event({ ...fair, maxParticipants: 2 });
    await h.visitor(eventId, 'rina.changed@example.org', { language: 'bn' });
    const p = await h.srv.signedIn('participant');
    const phone = await h.phone(p.client);
    const reg = (await p.client.post('/api/event-registrations', registrationForm(eventId, p.email))).body.registration;
    expect((await h.admin.patch(`/api/event-registrations/${reg.id}`, { status: 'confirmed' })).status).toBe(200);
    await h.visitor(eventId, 'waiting.changed@example.org', { joinWaitlist: true });
    await expect.poll(() => phone.shown().length, { timeout: 10_000 }).toBe(1); // the confirmation

    await h.edit(eventId, { description: 'Now with a robotics corner', titleBn: 'বিজ্ঞান ও রোবট মেলা' });
    expect(await kinds('event.changed', {})).toBe(0);

    // The same queued write sent twice (the first answer lost): applied once.
    const key = { 'Idempotency-Key': 'event-time-change-0001' };
    const body = { ...(await h.admin.get(`/api/events/${eventId}`)).body, customQuestions: [], time: '4:00 PM' };
    for (let i = 0; i < 2; i++) expect((await h.admin.put(`/api/events/${eventId}`, body, key)).status).toBe(200);
    const mail = await h.smtp.next('rina.changed@example.org', (m) => m.subject === 'ইভেন্টে পরিবর্তন: বিজ্ঞান ও রোবট মেলা');
    expect(mail.text).toContain('এখন: ২০ ডিসেম্বর, ২০৩০, বিকাল ৪:০০, ক্লাব অফিস।');
    expect(mail.links).toContain(`${h.srv.url}/events/${eventId}`);
    await expect.poll(() => phone.shown().length, { timeout: 10_000 }).toBe(2);
    expect(phone.shown()[1]).toMatchObject({
      title: 'Event changed: Science Fair',
      body: 'Now: 20 December 2030, 4:00 PM, Club office.',
      url: `/events/${eventId}`,
    });
    expect(await kinds('event.changed', { to_email: 'rina.changed@example.org' })).toBe(1);
    expect(await kinds('event.changed', { user_id: p.userId })).toBe(1);
    expect(await kinds('event.changed', { to_email: 'waiting.changed@example.org' })).toBe(0);
  });

  it("a new place or date reaches those who RSVP'd; each edit is news once", async () => {
    const eventId = await h.event({ ...fair, registrationRequired: false });
    const m = await h.srv.signedIn('member');
    expect((await m.client.post('/api/event-rsvp', { eventId })).status).toBe(201);
    await h.edit(eventId, { location: 'Town Hall', locationBn: 'টাউন হল' });
    await h.edit(eventId, { date: '2030-12-21' });
    await expect
      .poll(async () => (await m.client.get('/api/notifications')).body.notifications.map((n: { body: { en: string } }) => n.body.en))
      .toEqual(['Now: 21 December 2030, 10:00 AM, Town Hall.', 'Now: 20 December 2030, 10:00 AM, Town Hall.']);
  });
});

describe('event cancelled', () => {
  it('its status set to cancelled: told once, deleting it afterwards tells nothing more', async () => {
    const eventId = await h.event(fair);
    await h.visitor(eventId, 'off@example.org');
    const m = await h.srv.signedIn('member');
    const rsvpEvent = await h.event({ ...fair, registrationRequired: false });
    await m.client.post('/api/event-rsvp', { eventId: rsvpEvent });

    await h.edit(eventId, { status: 'cancelled', time: '11:00 AM' });
    const mail = await h.smtp.next('off@example.org', (x) => x.subject === 'Event cancelled: Science Fair');
    expect(mail.text).toContain('It will not take place (20 December 2030, 10:00 AM, Club office).');
    expect(mail.links).toContain(`${h.srv.url}/events/${eventId}`);
    expect(await kinds('event.changed', { to_email: 'off@example.org' })).toBe(0);
    expect((await h.admin.del(`/api/events/${eventId}`)).status).toBe(200);
    expect(await kinds('event.cancelled', { to_email: 'off@example.org' })).toBe(1);

    await h.edit(rsvpEvent, { status: 'cancelled' });
    await expect.poll(async () => (await m.client.get('/api/notifications')).body.notifications[0]?.title.bn).toBe('ইভেন্ট বাতিল: বিজ্ঞান মেলা');
  });

  it('deleted: everyone coming is told, with the list of events to open; an old event deleted tells nobody', async () => {
    const eventId = await h.event(fair);
    await h.visitor(eventId, 'gone@example.org', { language: 'bn' });
    expect((await h.admin.del(`/api/events/${eventId}`)).status).toBe(200);
    const mail = await h.smtp.next('gone@example.org', (x) => x.subject === 'ইভেন্ট বাতিল: বিজ্ঞান মেলা');
    expect(mail.text).toContain('ইভেন্টটি (২০ ডিসেম্বর, ২০৩০, সকাল ১০:০০, ক্লাব অফিস) আর অনুষ্ঠিত হবে না।');
    expect(mail.links).toContain(`${h.srv.url}/events`);
    expect(await kinds('event.reminder', { to_email: 'gone@example.org' })).toBe(0);

    const old = await h.event({ ...fair, date: '2020-01-10' });
    await h.visitor(old, 'long.ago@example.org');
    expect((await h.admin.del(`/api/events/${old}`)).status).toBe(200);
    expect(await h.rows({ to_email: 'long.ago@example.org' })).toEqual([]);
  });
});

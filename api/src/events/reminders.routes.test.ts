import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationForm } from '../test/fixtures';
import { dhakaIn, type NotifyHarness, startNotifyHarness } from './notifications.test-utils';

/**
 * Reminders 24 hours and 2 hours before an event (its own date and time in Dhaka), with a test
 * clock: events start a number of hours from now, and a reminder is made due by moving its
 * due_at back, then the dispatcher runs.
 */
let h: NotifyHarness;
beforeAll(async () => {
  h = await startNotifyHarness();
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const fair = { title: 'Science Fair', titleBn: 'বিজ্ঞান মেলা', location: 'Club office', locationBn: 'ক্লাব অফিস' };
/** An event starting `hours` from now (to the minute). */
const startingIn = async (hours: number, extra: Record<string, unknown> = {}) => {
  const when = dhakaIn(hours * HOUR);
  return { id: await h.event({ ...fair, date: when.date, time: when.time, ...extra }), start: when.start };
};
const iso = (ms: number) => new Date(ms).toISOString();
/** The reminders still to send to someone, by due time. */
const pending = async (where: Record<string, unknown>) =>
  (await h.rows({ kind: 'event.reminder', status: 'pending', ...where })).map((r) => ({ due: r.due_at, key: r.dedupe_key, title: r.title_en }));
const dues = async (where: Record<string, unknown>) => (await pending(where)).map((r) => r.due);

describe('when reminders are due', () => {
  it('24 hours and 2 hours before the start; joined inside a window, only those still ahead; the waitlist gets none', async () => {
    const far = await startingIn(30, { maxParticipants: 1 });
    await h.visitor(far.id, 'early@example.org');
    expect(await dues({ to_email: 'early@example.org' })).toEqual([iso(far.start - 24 * HOUR), iso(far.start - 2 * HOUR)]);
    await h.visitor(far.id, 'queued@example.org', { joinWaitlist: true });
    expect(await dues({ to_email: 'queued@example.org' })).toEqual([]);

    const soon = await startingIn(5);
    const p = await h.srv.signedIn('participant');
    expect((await p.client.post('/api/event-registrations', registrationForm(soon.id, p.email))).status).toBe(201);
    expect(await dues({ user_id: p.userId })).toEqual([iso(soon.start - 2 * HOUR)]);

    const now = await startingIn(1, { registrationRequired: false });
    const m = await h.srv.signedIn('member');
    expect((await m.client.post('/api/event-rsvp', { eventId: now.id })).status).toBe(201);
    expect(await dues({ user_id: m.userId })).toEqual([]);
    // Not in anyone's inbox before they are due.
    expect((await p.client.get('/api/notifications')).body).toEqual({ notifications: [], unread: 0 });
  });

  it('an event whose time cannot be read: one reminder, at 09:00 in Dhaka the day before', async () => {
    const day = dhakaIn(48 * HOUR).date;
    const eventId = await h.event({ ...fair, date: day, time: 'After Asr prayer' });
    await h.visitor(eventId, 'vague@example.org');
    const nineTheDayBefore = Date.parse(`${day}T09:00:00+06:00`) - 24 * HOUR;
    expect(await dues({ to_email: 'vague@example.org' })).toEqual([iso(nineTheDayBefore)]);
  });
});

describe('a reminder falls due', () => {
  it('a visitor gets it by mail in the language they registered in, with their ticket; an account on its phone', async () => {
    const event = await startingIn(30);
    const visitor = await h.visitor(event.id, 'remind.me@example.org', { language: 'bn' });
    const m = await h.srv.signedIn('member');
    const phone = await h.phone(m.client);
    expect((await m.client.post('/api/event-registrations', registrationForm(event.id, m.email))).status).toBe(201);

    await h.makeDue({ to_email: 'remind.me@example.org' }, '%:24h');
    await h.makeDue({ user_id: m.userId }, '%:2h');
    await h.dispatch();
    const mail = await h.smtp.next('remind.me@example.org', (x) => x.subject === 'আগামীকাল: বিজ্ঞান মেলা');
    expect(mail.text).toContain('ক্লাব অফিস। দেখা হবে!');
    expect(mail.links).toContain(`${h.srv.url}/registrations/ticket/${visitor.ticketCode}`);
    await expect.poll(() => phone.shown().length, { timeout: 10_000 }).toBe(1);
    expect(phone.shown()[0]).toMatchObject({ title: 'In 2 hours: Science Fair', url: `/events/${event.id}` });
    expect((await m.client.get('/api/notifications')).body.notifications.map((n: { kind: string }) => n.kind)).toEqual(['event.reminder']);
    // The other reminder of each is still to come.
    expect((await pending({ to_email: 'remind.me@example.org' })).map((r) => r.key)).toEqual([expect.stringMatching(/:2h$/)]);
    expect((await pending({ user_id: m.userId })).map((r) => r.key)).toEqual([expect.stringMatching(/:24h$/)]);
  });
});

describe('leaving removes them', () => {
  it('a registration cancelled (by the person, or an admin) loses its unsent reminders; the first in line moved up gets theirs', async () => {
    const event = await startingIn(30, { maxParticipants: 2 });
    const self = await h.visitor(event.id, 'leaves@example.org');
    const p = await h.srv.signedIn('participant');
    const reg = (await p.client.post('/api/event-registrations', registrationForm(event.id, p.email))).body.registration;
    await h.visitor(event.id, 'next.in.line@example.org', { joinWaitlist: true });
    expect(await dues({ to_email: 'leaves@example.org' })).toHaveLength(2);
    expect(await dues({ user_id: p.userId })).toHaveLength(2);

    const token = new URL(self.cancelUrl, h.srv.url).searchParams.get('token');
    expect((await h.srv.client().post(`/api/event-registrations/${self.registrationId}/cancel`, { token })).status).toBe(200);
    expect(await dues({ to_email: 'leaves@example.org' })).toEqual([]);
    expect(await dues({ to_email: 'next.in.line@example.org' })).toEqual([iso(event.start - 24 * HOUR), iso(event.start - 2 * HOUR)]);

    expect((await h.admin.patch(`/api/event-registrations/${reg.id}`, { status: 'cancelled' })).status).toBe(200);
    expect(await dues({ user_id: p.userId })).toEqual([]);
  });

  it("an RSVP cancelled loses them; RSVP'ing again (or a replayed RSVP) makes each once", async () => {
    const event = await startingIn(30, { registrationRequired: false });
    const m = await h.srv.signedIn('member');
    const key = { 'Idempotency-Key': 'rsvp-reminders-0001' };
    for (let i = 0; i < 2; i++) expect((await m.client.post('/api/event-rsvp', { eventId: event.id }, key)).status).toBe(201);
    expect((await m.client.post('/api/event-rsvp', { eventId: event.id })).status).toBe(200);
    expect(await dues({ user_id: m.userId })).toHaveLength(2);
    expect((await m.client.del(`/api/event-rsvp/${event.id}`)).body.removed).toBe(true);
    expect(await dues({ user_id: m.userId })).toEqual([]);
    expect((await m.client.post('/api/event-rsvp', { eventId: event.id })).status).toBe(201);
    expect(await dues({ user_id: m.userId })).toHaveLength(2);
  });
});

describe('the event changes', () => {
  it('a new date or time moves them (new rows for the new start, the unsent old ones deleted); a new title rewrites them; cancelled, none are left', async () => {
    const event = await startingIn(30);
    await h.visitor(event.id, 'moving@example.org');
    await h.makeDue({ to_email: 'moving@example.org' }, '%:24h');
    await h.dispatch();
    await h.smtp.next('moving@example.org', (x) => x.subject === 'Tomorrow: Science Fair');

    const later = dhakaIn(54 * HOUR);
    await h.edit(event.id, { date: later.date, time: later.time });
    const moved = await pending({ to_email: 'moving@example.org' });
    expect(moved.map((r) => r.due)).toEqual([iso(later.start - 24 * HOUR), iso(later.start - 2 * HOUR)]);
    expect(moved.every((r) => String(r.key).includes(iso(later.start)))).toBe(true);
    // The one already sent stays as it was.
    expect((await h.rows({ kind: 'event.reminder', to_email: 'moving@example.org', status: 'sent' })).map((r) => r.dedupe_key)).toEqual([
      expect.stringContaining(iso(event.start)),
    ]);

    await h.edit(event.id, { title: 'Science and Robots Fair' });
    expect((await pending({ to_email: 'moving@example.org' })).map((r) => r.title)).toEqual([
      'Tomorrow: Science and Robots Fair',
      'In 2 hours: Science and Robots Fair',
    ]);

    await h.edit(event.id, { status: 'cancelled' });
    expect(await pending({ to_email: 'moving@example.org' })).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../test/test-server';
import { makeEvent, registrationForm } from '../test/fixtures';

/**
 * The door's rules found in the probing round: attendance points only for confirmed
 * registrations, once per person and event, never from scanning one's own ticket (item 4); scan
 * times only on the event's day and never in the future (item 5); a volunteer without a name is
 * listed by id (the app says 'Volunteer #id'), not by e-mail (item 11).
 */
let srv: TestServer;
let admin: { client: Client; userId: number };
let volunteer: { client: Client; userId: number; email: string };
let volunteer2: { client: Client; userId: number; email: string };
beforeAll(async () => {
  srv = await startTestServer();
  admin = await srv.signedIn('admin');
  volunteer = await makeVolunteer('member');
  volunteer2 = await makeVolunteer('participant');
});
afterAll(() => srv.close());

async function makeVolunteer(role: 'member' | 'participant') {
  const v = await srv.signedIn(role);
  expect((await admin.client.patch(`/api/users/${v.userId}`, { permissions: ['checkin'] })).status).toBe(200);
  return v;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Today's date in Asia/Dhaka (UTC+6), where club events happen. */
const dhakaToday = () => new Date(Date.now() + 6 * 60 * MINUTE).toISOString().slice(0, 10);
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An event on today's date in Dhaka, the only day its tickets scan. */
const todaysEvent = (extra: Record<string, unknown> = {}) => makeEvent(admin.client, { date: dhakaToday(), ...extra });

/** Registers from the account; answers the registration id and its ticket code. */
async function register(eventId: number, by: { client: Client; email: string }) {
  const res = await by.client.post('/api/event-registrations', registrationForm(eventId, by.email));
  expect(res.status).toBe(201);
  const row = await srv.db('event_registrations').where({ id: res.body.registration.id }).first();
  return { id: row.id as number, ticketCode: row.ticket_code as string };
}

let nonces = 0;
const nonce = () => `rules-${Date.now().toString(36)}-${++nonces}`;
const scan = (client: Client, eventId: number, ticketCode: string, scannedAt = fromNow(-MINUTE), deviceId = 'phone-a') =>
  client.post('/api/checkins', { eventId, ticketCode, nonce: nonce(), deviceId, scannedAt });

const analyticsOf = async (p: { client: Client; userId: number }) =>
  (await p.client.get(`/api/user-analytics/${p.userId}`)).body.analytics as { totalPoints: number; eventsAttended: number };

describe('attendance points', () => {
  it('nobody checks in their own ticket (403, nothing stored, no points); another volunteer can', async () => {
    const eventId = await todaysEvent({ autoConfirm: true });
    const mine = await register(eventId, volunteer);
    expect((await analyticsOf(volunteer)).totalPoints).toBe(20); // confirmed (10) + Team Player (10)

    // The door's list marks the volunteer's own ticket, so the phone refuses it offline too (and nobody else's).
    const roster = (await volunteer.client.get(`/api/events/${eventId}/roster`)).body.roster as Array<{ ticketCode: string; own: boolean }>;
    expect(roster.find((r) => r.ticketCode === mine.ticketCode)?.own).toBe(true);
    expect((await volunteer2.client.get(`/api/events/${eventId}/roster`)).body.roster.map((r: { own: boolean }) => r.own)).toEqual([false]);

    const self = await scan(volunteer.client, eventId, mine.ticketCode);
    expect([self.status, self.body.code, self.body.message]).toEqual([403, 'forbidden', 'You cannot check in your own ticket. Please ask another volunteer.']);
    const adminOwn = await register(eventId, await adminWithEmail());
    expect((await scan(admin.client, eventId, adminOwn.ticketCode)).status).toBe(403);
    expect(await srv.db('checkins').whereIn('registration_id', [mine.id, adminOwn.id])).toEqual([]);
    expect(await analyticsOf(volunteer)).toMatchObject({ totalPoints: 20, eventsAttended: 0 });

    expect((await scan(volunteer2.client, eventId, mine.ticketCode)).body.result).toBe('checked_in');
    expect(await analyticsOf(volunteer)).toMatchObject({ totalPoints: 55, eventsAttended: 1 }); // + Attended (25) + First Event (10)
  });

  it('a pending ticket is let in but earns nothing; when an admin confirms it, the check-in counts', async () => {
    const eventId = await todaysEvent();
    const p = await srv.signedIn('participant');
    const reg = await register(eventId, p);
    const res = await scan(volunteer.client, eventId, reg.ticketCode);
    expect([res.status, res.body.result, res.body.status]).toEqual([200, 'checked_in', 'pending']);
    expect(await analyticsOf(p)).toEqual(expect.objectContaining({ totalPoints: 0, eventsAttended: 0 }));

    expect((await admin.client.patch(`/api/event-registrations/${reg.id}`, { status: 'confirmed' })).status).toBe(200);
    expect(await analyticsOf(p)).toMatchObject({ totalPoints: 55, eventsAttended: 1 });
  });

  it('once per person and event: cancelling, registering again and being scanned again earns nothing more', async () => {
    const eventId = await todaysEvent({ autoConfirm: true });
    const p = await srv.signedIn('participant');
    const first = await register(eventId, p);
    expect((await scan(volunteer.client, eventId, first.ticketCode)).body.result).toBe('checked_in');
    expect((await analyticsOf(p)).totalPoints).toBe(55);
    for (let loop = 0; loop < 3; loop++) {
      const latest = (await srv.db('event_registrations').where({ event_id: eventId, user_id: p.userId }).whereNot('status', 'cancelled').first()).id;
      expect((await p.client.post(`/api/event-registrations/${latest}/cancel`)).status).toBe(200);
      const again = await register(eventId, p);
      expect((await scan(volunteer2.client, eventId, again.ticketCode)).body.result).toBe('checked_in');
    }
    expect(await analyticsOf(p)).toMatchObject({ totalPoints: 55, eventsAttended: 1 });
  });
});

/** The admin's own account with its e-mail (for registering from it). */
async function adminWithEmail() {
  const row = await srv.db('users').where({ id: admin.userId }).first();
  return { client: admin.client, email: row.email as string };
}

describe('scan times', () => {
  it("refuses a time far in the past or future, later than its arrival, or away from the event's day: 400 naming scannedAt, nothing stored", async () => {
    const eventId = await todaysEvent({ autoConfirm: true });
    const p = await srv.signedIn('participant');
    const reg = await register(eventId, p);
    for (const scannedAt of ['1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z', fromNow(10 * MINUTE), fromNow(-3 * DAY), fromNow(3 * DAY)]) {
      const res = await scan(volunteer.client, eventId, reg.ticketCode, scannedAt);
      expect(res.status, scannedAt).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['scannedAt']);
    }
    const future = await scan(volunteer.client, eventId, reg.ticketCode, fromNow(10 * MINUTE));
    expect(future.body.message).toBe('The scan time is in the future. Please check the date and time on this phone.');
    const away = await scan(volunteer.client, eventId, reg.ticketCode, '1970-01-01T00:00:00.000Z');
    expect(away.body.message).toBe('The scan time is not on the day of the event. Please check the date and time on this phone.');
    expect(await srv.db('checkins').where({ registration_id: reg.id })).toEqual([]);
    expect((await analyticsOf(p)).eventsAttended).toBe(0);

    // An event on another day: a scan now is not on its day.
    const later = await todaysEvent({ date: '2030-03-01' });
    const theirs = await register(later, p);
    expect((await scan(volunteer.client, later, theirs.ticketCode)).status).toBe(400);
  });

  it('a backdated scan cannot take over; an earlier scan within the day still wins; up to 5 minutes ahead is accepted; the arrival time is kept', async () => {
    const eventId = await todaysEvent({ autoConfirm: true });
    const p = await srv.signedIn('participant');
    const reg = await register(eventId, p);
    const sent = Date.now();
    const first = fromNow(-10 * MINUTE);
    expect((await scan(volunteer.client, eventId, reg.ticketCode, first, 'phone-a')).body).toMatchObject({ result: 'checked_in', checkedInAt: first });
    const backdated = await scan(volunteer2.client, eventId, reg.ticketCode, fromNow(-4 * DAY), 'phone-b');
    expect(backdated.status).toBe(400);
    const ahead = await scan(volunteer2.client, eventId, reg.ticketCode, fromNow(2 * MINUTE), 'phone-b');
    expect(ahead.body).toMatchObject({ result: 'duplicate', checkedInAt: first, deviceId: 'phone-a' });
    // Queued offline earlier the same day: arrives late, still the earliest, so it is the check-in.
    const offline = fromNow(-40 * MINUTE);
    expect((await scan(volunteer2.client, eventId, reg.ticketCode, offline, 'phone-c')).body).toMatchObject({ result: 'checked_in', checkedInAt: offline });
    const roster = (await volunteer.client.get(`/api/events/${eventId}/roster`)).body.roster;
    expect(roster[0].checkedInAt).toBe(offline);

    const rows = await srv.db('checkins').where({ registration_id: reg.id }).orderBy('id');
    expect(rows.map((r) => r.scanned_at)).toEqual([first, expect.any(String), offline]);
    for (const r of rows) {
      expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(sent - 1000);
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});

describe('the conflicts list', () => {
  it('names a volunteer by name, or by id when they have none (the app says "Volunteer #id"), never by e-mail', async () => {
    const nameless = await makeVolunteer('member');
    await srv.db('users').where({ id: nameless.userId }).update({ first_name: null, last_name: null });
    const eventId = await todaysEvent();
    const reg = await register(eventId, await srv.signedIn('participant'));
    expect((await scan(volunteer.client, eventId, reg.ticketCode, fromNow(-2 * MINUTE), 'phone-a')).status).toBe(200);
    expect((await scan(nameless.client, eventId, reg.ticketCode, fromNow(-MINUTE), 'phone-b')).status).toBe(200);
    const res = await admin.client.get(`/api/events/${eventId}/checkin-conflicts`);
    expect(res.body.conflicts[0].scans.map((s: { volunteerName: string }) => s.volunteerName)).toEqual(['member Tester', null]);
    expect(res.body.conflicts[0].scans.map((s: { volunteerId: number }) => s.volunteerId)).toContain(nameless.userId);
    expect(res.text).not.toContain('@');
    expect(res.text).not.toContain(nameless.email);
  });
});

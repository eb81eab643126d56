import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
let admin: Client;
/** A member an admin gave the 'checkin' permission, and another one. */
let volunteer: { client: Client; userId: number };
let volunteer2: { client: Client; userId: number };
beforeAll(async () => {
  srv = await startTestServer();
  admin = (await srv.signedIn('admin')).client;
  volunteer = await makeVolunteer('member');
  volunteer2 = await makeVolunteer('participant');
});
afterAll(() => srv.close());

async function makeVolunteer(role: 'member' | 'participant') {
  const v = await srv.signedIn(role);
  expect((await admin.patch(`/api/users/${v.userId}`, { permissions: ['checkin'] })).status).toBe(200);
  return v;
}

const MINUTE = 60_000;
/** Scans are accepted only on the event's day (Asia/Dhaka, ± a day) and never in the future: events here are today. */
const today = new Date(Date.now() + 6 * 60 * MINUTE).toISOString().slice(0, 10);
/** A whole minute, n minutes ago, as the server answers it (UTC, milliseconds). */
const minutesAgo = (n: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE - n * MINUTE).toISOString();
/** The same moment written in Asia/Dhaka's offset, as a phone there may send it. */
const inDhaka = (iso: string) => new Date(Date.parse(iso) + 6 * 60 * MINUTE).toISOString().replace(/\.\d{3}Z$/, '+06:00');

async function makeEvent(title = 'Youth Olympiad'): Promise<number> {
  const res = await admin.post('/api/events', {
    title,
    description: 'Round one',
    date: today,
    time: '9:00 AM',
    location: 'School hall',
    category: 'other',
    registrationRequired: true,
  });
  expect(res.status).toBe(201);
  return res.body.event.id;
}

let people = 0;
/** Registers someone (anonymously, or from the given account); answers the registration id and its ticket code. */
async function register(eventId: number, by?: Client): Promise<{ id: number; ticketCode: string; name: string }> {
  const n = ++people;
  const name = `Person ${n}`;
  const body = { eventId, name, email: `person${n}@example.com`, phone: '+8801711111111', reason: 'I want to take part in it.', customAnswers: {} };
  const res = by ? await by.post('/api/event-registrations', body) : await srv.client().post('/api/event-registrations/anonymous', body);
  expect(res.status).toBe(201);
  const id = res.body.registration?.id ?? res.body.registrationId;
  const row = await srv.db('event_registrations').where({ id }).first();
  return { id, ticketCode: row.ticket_code, name };
}

let nonces = 0;
const nonce = () => `nonce-${Date.now().toString(36)}-${++nonces}`;
const scan = (client: Client, eventId: number, ticketCode: string, extra: { nonce?: string; deviceId?: string; scannedAt?: string } = {}) =>
  client.post('/api/checkins', {
    eventId,
    ticketCode,
    nonce: extra.nonce ?? nonce(),
    deviceId: extra.deviceId ?? 'phone-a',
    scannedAt: extra.scannedAt ?? new Date().toISOString(),
  });

describe('who may check people in', () => {
  it('visitors 401; members and participants without the permission 403; with it, or admins, 200; /api/auth/user says so', async () => {
    const eventId = await makeEvent();
    const { ticketCode } = await register(eventId);
    const member = (await srv.signedIn('member')).client;
    const visitor = srv.client();
    for (const [client, status] of [
      [visitor, 401],
      [member, 403],
    ] as const) {
      expect((await client.get(`/api/events/${eventId}/roster`)).status).toBe(status);
      expect((await client.get(`/api/events/${eventId}/checkin-conflicts`)).status).toBe(status);
      expect((await scan(client, eventId, ticketCode)).status).toBe(status);
      expect((await client.del(`/api/checkins/${nonce()}`)).status).toBe(status);
    }
    expect(await srv.db('checkins')).toEqual([]);
    expect((await volunteer.client.get(`/api/events/${eventId}/roster`)).status).toBe(200);
    expect((await volunteer2.client.get(`/api/events/${eventId}/roster`)).status).toBe(200);
    expect((await admin.get(`/api/events/${eventId}/roster`)).status).toBe(200);
    expect((await volunteer.client.get('/api/auth/user')).body.permissions).toEqual(['checkin']);
    expect((await member.get('/api/auth/user')).body.permissions).toEqual([]);
  });
});

describe('the roster', () => {
  it('lists every registration of the event (cancelled too) with name, team, ticket, status and check-in; no e-mail, phone or answers', async () => {
    const eventId = await makeEvent('Roster Night');
    const a = await register(eventId);
    const b = await register(eventId);
    await register(await makeEvent('Another event'));
    expect((await admin.patch(`/api/event-registrations/${b.id}`, { status: 'cancelled' })).status).toBe(200);
    const scannedAt = minutesAgo(5);
    expect((await scan(volunteer.client, eventId, a.ticketCode, { scannedAt: inDhaka(scannedAt) })).status).toBe(200);

    const res = await volunteer.client.get(`/api/events/${eventId}/roster`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.event).toEqual({ id: eventId, title: 'Roster Night', date: today, time: '9:00 AM', location: 'School hall' });
    expect(res.body.downloadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.body.roster).toEqual([
      { registrationId: a.id, name: a.name, teamName: null, ticketCode: a.ticketCode, status: 'pending', checkedInAt: scannedAt, own: false },
      { registrationId: b.id, name: b.name, teamName: null, ticketCode: b.ticketCode, status: 'cancelled', checkedInAt: null, own: false },
    ]);
    expect(res.text).not.toMatch(/@example\.com|8801711111111|take part/);
    expect((await volunteer.client.get('/api/events/999999/roster')).status).toBe(404);
  });
});

describe('scanning a ticket', () => {
  it('a resent nonce creates nothing new and answers the same; pending tickets are let in and said so', async () => {
    const eventId = await makeEvent();
    const p = await register(eventId);
    const body = { nonce: nonce(), deviceId: 'phone-a', scannedAt: minutesAgo(30) };
    const first = await scan(volunteer.client, eventId, p.ticketCode, body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      result: 'checked_in',
      checkedInAt: body.scannedAt,
      deviceId: 'phone-a',
      registrationId: p.id,
      name: p.name,
      status: 'pending',
      undone: false,
    });
    const again = await scan(volunteer.client, eventId, p.ticketCode, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // From another volunteer, and with the outbox's Idempotency-Key (a new key each time): still one scan.
    expect((await scan(volunteer2.client, eventId, p.ticketCode, body)).body).toEqual(first.body);
    for (const key of ['outbox-key-1', 'outbox-key-2', 'outbox-key-2']) {
      const keyed = await volunteer.client.post(
        '/api/checkins',
        { eventId, ticketCode: p.ticketCode, ...body },
        { 'Idempotency-Key': key, 'X-Client-Id': 'device-one-abc' },
      );
      expect(keyed.status).toBe(200);
      expect(keyed.body).toEqual(first.body);
    }
    expect(await srv.db('checkins').where({ registration_id: p.id })).toHaveLength(1);
    // The same nonce for another ticket is refused, not counted.
    const other = await register(eventId);
    const reused = await scan(volunteer.client, eventId, other.ticketCode, body);
    expect(reused.status).toBe(409);
    expect(await srv.db('checkins').where({ registration_id: other.id })).toHaveLength(0);
  });

  it('first scan wins by scannedAt across devices, whichever arrives first; every later scan is a listed conflict', async () => {
    const eventId = await makeEvent();
    const inOrder = await register(eventId);
    const reversed = await register(eventId);
    const early = minutesAgo(20);
    const late = minutesAgo(18);

    // Arriving in order: the later scan is a duplicate describing the first.
    expect((await scan(volunteer.client, eventId, inOrder.ticketCode, { deviceId: 'phone-a', scannedAt: early })).body).toMatchObject({
      result: 'checked_in',
      checkedInAt: early,
      deviceId: 'phone-a',
    });
    expect((await scan(volunteer2.client, eventId, inOrder.ticketCode, { deviceId: 'phone-b', scannedAt: late })).body).toMatchObject({
      result: 'duplicate',
      checkedInAt: early,
      deviceId: 'phone-a',
    });

    // Arriving reversed (phone A was offline): the earlier scan takes over when it arrives.
    const lateNonce = nonce();
    expect((await scan(volunteer2.client, eventId, reversed.ticketCode, { nonce: lateNonce, deviceId: 'phone-b', scannedAt: late })).body).toMatchObject({
      result: 'checked_in',
      checkedInAt: late,
      deviceId: 'phone-b',
    });
    expect((await scan(volunteer.client, eventId, reversed.ticketCode, { deviceId: 'phone-a', scannedAt: early })).body).toMatchObject({
      result: 'checked_in',
      checkedInAt: early,
      deviceId: 'phone-a',
    });
    // Phone B's resend now learns it lost.
    expect((await scan(volunteer2.client, eventId, reversed.ticketCode, { nonce: lateNonce, deviceId: 'phone-b', scannedAt: late })).body).toMatchObject({
      result: 'duplicate',
      checkedInAt: early,
      deviceId: 'phone-a',
    });

    const roster = (await volunteer.client.get(`/api/events/${eventId}/roster`)).body.roster;
    expect(roster.map((r: { checkedInAt: string }) => r.checkedInAt)).toEqual([early, early]);

    const conflicts = await admin.get(`/api/events/${eventId}/checkin-conflicts`);
    expect(conflicts.status).toBe(200);
    const scans = [
      { deviceId: 'phone-a', volunteerId: volunteer.userId, volunteerName: 'member Tester', scannedAt: early },
      { deviceId: 'phone-b', volunteerId: volunteer2.userId, volunteerName: 'participant Tester', scannedAt: late },
    ];
    expect(conflicts.body.conflicts).toEqual([
      { registrationId: inOrder.id, ticketCode: inOrder.ticketCode, name: inOrder.name, checkedInAt: early, scans },
      { registrationId: reversed.id, ticketCode: reversed.ticketCode, name: reversed.name, checkedInAt: early, scans },
    ]);
    expect((await volunteer.client.get(`/api/events/${eventId}/checkin-conflicts`)).status).toBe(200);
  });

  it('refuses unknown tickets, tickets of another event and cancelled ones, storing nothing', async () => {
    const eventId = await makeEvent();
    const otherEvent = await makeEvent('Other');
    const theirs = await register(otherEvent);
    const cancelled = await register(eventId);
    expect((await admin.patch(`/api/event-registrations/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);

    const unknown = await scan(volunteer.client, eventId, 'not-a-real-ticket-code-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ticket_unknown', message: expect.any(String) });
    const wrongEvent = await scan(volunteer.client, eventId, theirs.ticketCode);
    expect(wrongEvent.status).toBe(404);
    expect(wrongEvent.body.code).toBe('ticket_unknown');
    const refused = await scan(volunteer.client, eventId, cancelled.ticketCode);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ticket_cancelled', message: 'This registration was cancelled' });
    expect(await srv.db('checkins').whereIn('registration_id', [theirs.id, cancelled.id])).toEqual([]);

    const bad = await volunteer.client.post('/api/checkins', {
      eventId,
      ticketCode: theirs.ticketCode,
      nonce: 'short',
      deviceId: 'phone-a',
      scannedAt: 'yesterday',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['nonce', 'scannedAt']);
  });

  it('20 devices posting the same ticket at once: one check-in, attendance counted once', async () => {
    const eventId = await makeEvent('Crowded door');
    const person = await srv.signedIn('participant');
    const p = await register(eventId, person.client);
    expect((await admin.patch(`/api/event-registrations/${p.id}`, { status: 'confirmed' })).status).toBe(200);
    const base = Date.parse(minutesAgo(30));
    const times = Array.from({ length: 20 }, (_, i) => new Date(base + ((i * 7) % 20) * 1000).toISOString());
    const answers = await Promise.all(
      times.map((scannedAt, i) => scan(i % 2 ? volunteer.client : volunteer2.client, eventId, p.ticketCode, { deviceId: `phone-${i}`, scannedAt })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await srv.db('checkins').where({ registration_id: p.id })).toHaveLength(20);
    const roster = (await admin.get(`/api/events/${eventId}/roster`)).body.roster;
    expect(roster[0]).toMatchObject({ registrationId: p.id, status: 'confirmed', checkedInAt: times[0] });
    const conflicts = (await admin.get(`/api/events/${eventId}/checkin-conflicts`)).body.conflicts;
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].scans).toHaveLength(20);
    expect(conflicts[0].scans[0]).toMatchObject({ deviceId: 'phone-0', scannedAt: times[0] });

    const analytics = await person.client.get(`/api/user-analytics/${person.userId}`);
    expect(analytics.status).toBe(200);
    expect(analytics.body.analytics.eventsAttended).toBe(1);
    expect(analytics.body.activities.filter((a: { type: string }) => a.type === 'event_attended')).toHaveLength(1);
  });
});

describe('undo', () => {
  it('the volunteer who scanned (or an admin) undoes a scan: the next earliest wins, then nobody; replays answer the same; points stay', async () => {
    const eventId = await makeEvent('Undo night');
    const person = await srv.signedIn('participant');
    const p = await register(eventId, person.client);
    // Confirmed, so the check-in earns attendance points (a pending ticket's would not).
    expect((await admin.patch(`/api/event-registrations/${p.id}`, { status: 'confirmed' })).status).toBe(200);
    const [t1, t2] = [minutesAgo(10), minutesAgo(9)];
    const a = nonce();
    const b = nonce();
    await scan(volunteer.client, eventId, p.ticketCode, { nonce: a, deviceId: 'phone-a', scannedAt: t1 });
    await scan(volunteer2.client, eventId, p.ticketCode, { nonce: b, deviceId: 'phone-b', scannedAt: t2 });

    const notTheirs = await volunteer2.client.del(`/api/checkins/${a}`);
    expect(notTheirs.status).toBe(403);
    const undo = await volunteer.client.del(`/api/checkins/${a}`);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ undone: true, checkedInAt: t2 });
    expect((await volunteer.client.del(`/api/checkins/${a}`)).body).toEqual(undo.body);
    // A resend of the undone scan's POST answers, creating nothing.
    const resent = await scan(volunteer.client, eventId, p.ticketCode, { nonce: a, deviceId: 'phone-a', scannedAt: t1 });
    expect(resent.body).toMatchObject({ result: 'duplicate', checkedInAt: t2, deviceId: 'phone-b', undone: true });
    expect((await admin.get(`/api/events/${eventId}/checkin-conflicts`)).body.conflicts).toEqual([]);

    const last = await admin.del(`/api/checkins/${b}`);
    expect(last.body).toEqual({ undone: true, checkedInAt: null });
    expect((await admin.get(`/api/events/${eventId}/roster`)).body.roster[0].checkedInAt).toBeNull();
    expect((await admin.del(`/api/checkins/${nonce()}`)).status).toBe(404);
    expect((await admin.del('/api/checkins/bad')).status).toBe(400);
    // Points for attending are not taken back.
    expect((await person.client.get(`/api/user-analytics/${person.userId}`)).body.analytics.eventsAttended).toBe(1);
  });
});

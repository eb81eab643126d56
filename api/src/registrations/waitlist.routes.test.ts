import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile, makeEvent, registrationForm } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const form = (eventId: number, email: string, extra: Record<string, unknown> = {}) => registrationForm(eventId, email, { name: `Person ${email}`, ...extra });
const visitor = (eventId: number, email: string, extra: Record<string, unknown> = {}) =>
  srv.client().post('/api/event-registrations/anonymous', form(eventId, email, extra));
const statuses = async (eventId: number) =>
  Object.fromEntries(
    ((await admin.get(`/api/event-registrations?eventId=${eventId}`)).body as Array<{ email: string; status: string }>).map((r) => [r.email, r.status]),
  );
const line = async (eventId: number) =>
  ((await admin.get(`/api/events/${eventId}/waitlist`)).body.waitlist as Array<{ email: string; position: number }>).map((w) => [w.email, w.position]);

describe('a full event', () => {
  it('answers 409 event_full with waitlist: true (on by default), or false when the event has none', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    expect((await admin.get(`/api/events/${id}`)).body).toMatchObject({ waitlistEnabled: true, autoConfirm: false });
    expect((await visitor(id, 'a@example.com')).status).toBe(201);
    const full = await visitor(id, 'b@example.com');
    expect([full.status, full.body]).toEqual([409, { message: 'This event is full', code: 'event_full', key: 'this_event_is_full', waitlist: true }]);

    const none = await makeEvent(admin, { maxParticipants: 1, waitlistEnabled: false });
    await visitor(none, 'a@example.com');
    const refused = await visitor(none, 'b@example.com', { joinWaitlist: true });
    expect([refused.status, refused.body.code, refused.body.waitlist]).toEqual([409, 'event_full', false]);
  });

  it('joinWaitlist: true queues people with 1-based positions; on an event with room it is a normal registration', async () => {
    const id = await makeEvent(admin, { maxParticipants: 2 });
    const first = await visitor(id, 'w0@example.com', { joinWaitlist: true });
    expect([first.status, first.body.status]).toEqual([201, 'pending']);
    expect(first.body.position).toBeUndefined();
    await visitor(id, 'w1@example.com');
    const a = await visitor(id, 'w2@example.com', { joinWaitlist: true });
    const p = await srv.signedIn('participant');
    const b = await p.client.post('/api/event-registrations', form(id, p.email, { joinWaitlist: true }));
    expect([a.status, a.body.status, a.body.position]).toEqual([201, 'waitlisted', 1]);
    expect(a.body).toMatchObject({
      registrationId: expect.any(Number),
      ticketCode: expect.any(String),
      cancelUrl: expect.stringMatching(/^\/cancel-registration\/\d+\?token=/),
    });
    expect([b.status, b.body.status, b.body.position, b.body.registration.status]).toEqual([201, 'waitlisted', 2, 'waitlisted']);
    expect(b.body.ticketCode).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect((await admin.get(`/api/events/${id}`)).body.registeredCount).toBe(2);
    const mine = (await p.client.get('/api/event-registrations/mine')).body.registrations;
    expect(mine[0]).toMatchObject({ eventId: id, status: 'waitlisted', waitlistPosition: 2 });
    // The same e-mail cannot queue twice.
    expect((await visitor(id, 'w2@example.com', { joinWaitlist: true })).status).toBe(409);
  });
});

describe('promotion when a seat frees', () => {
  it('admin cancels a confirmed registration: the first in line becomes pending, the line stays dense', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    const seat = (await visitor(id, 's@example.com')).body.registrationId;
    expect((await admin.patch(`/api/event-registrations/${seat}`, { status: 'confirmed' })).status).toBe(200);
    await visitor(id, 'q1@example.com', { joinWaitlist: true });
    await visitor(id, 'q2@example.com', { joinWaitlist: true });
    await visitor(id, 'q3@example.com', { joinWaitlist: true });
    const res = await admin.patch(`/api/event-registrations/${seat}`, { status: 'cancelled' });
    expect([res.status, res.body.registration.status]).toEqual([200, 'cancelled']);
    expect(await statuses(id)).toMatchObject({
      's@example.com': 'cancelled',
      'q1@example.com': 'pending',
      'q2@example.com': 'waitlisted',
      'q3@example.com': 'waitlisted',
    });
    expect(await line(id)).toEqual([
      ['q2@example.com', 1],
      ['q3@example.com', 2],
    ]);
  });

  it('an admin taking someone out of the line renumbers it; a waitlisted person cannot be confirmed by hand', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    await visitor(id, 's@example.com');
    const q1 = (await visitor(id, 'q1@example.com', { joinWaitlist: true })).body.registrationId;
    await visitor(id, 'q2@example.com', { joinWaitlist: true });
    expect((await admin.patch(`/api/event-registrations/${q1}`, { status: 'confirmed' })).status).toBe(409);
    expect((await admin.patch(`/api/event-registrations/${q1}`, { status: 'cancelled' })).status).toBe(200);
    expect(await line(id)).toEqual([['q2@example.com', 1]]);
    expect((await admin.get(`/api/events/${id}`)).body.registeredCount).toBe(1);
  });

  it('raising maxParticipants promotes as many as fit; clearing it promotes everyone', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    await visitor(id, 's@example.com');
    for (const n of [1, 2, 3, 4]) await visitor(id, `q${n}@example.com`, { joinWaitlist: true });
    const event = (await admin.get(`/api/events/${id}`)).body;
    const { id: _id, registeredCount: _c, createdAt: _a, updatedAt: _u, createdBy: _b, requiresRegistration: _r, ...input } = event;
    expect((await admin.put(`/api/events/${id}`, { ...input, maxParticipants: 3 })).status).toBe(200);
    expect(await statuses(id)).toMatchObject({ 'q1@example.com': 'pending', 'q2@example.com': 'pending', 'q3@example.com': 'waitlisted' });
    expect(await line(id)).toEqual([
      ['q3@example.com', 1],
      ['q4@example.com', 2],
    ]);
    expect((await admin.put(`/api/events/${id}`, { ...input, maxParticipants: null })).status).toBe(200);
    expect(await line(id)).toEqual([]);
    expect((await admin.get(`/api/events/${id}`)).body.registeredCount).toBe(5);
  });

  it('autoConfirm: a promotion is confirmed at once and the account gets its confirmation points', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1, autoConfirm: true });
    const first = await visitor(id, 's@example.com');
    expect(first.body.status).toBe('confirmed');
    const p = await srv.signedIn('participant');
    const queued = await p.client.post('/api/event-registrations', form(id, p.email, { joinWaitlist: true }));
    expect(queued.body.position).toBe(1);
    expect((await admin.patch(`/api/event-registrations/${first.body.registrationId}`, { status: 'cancelled' })).status).toBe(200);
    const [mine] = (await p.client.get('/api/event-registrations/mine')).body.registrations;
    expect([mine.status, mine.waitlistPosition]).toEqual(['confirmed', null]);
    // Points for an event are kept per person and event (source 'event').
    const ledger = await srv.db('activities').where({ user_id: p.userId, type: 'project_joined', source_type: 'event', source_id: id });
    expect(ledger).toHaveLength(1);
  });
});

describe('admins see and reorder the waitlist', () => {
  it('lists name, e-mail, position and time; reorder must name exactly the people waiting', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    await visitor(id, 's@example.com');
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await visitor(id, `q${n}@example.com`, { joinWaitlist: true })).body.registrationId);
    const got = await admin.get(`/api/events/${id}/waitlist`);
    expect(got.body.waitlist[0]).toEqual({
      registrationId: ids[0],
      name: 'Person q1@example.com',
      email: 'q1@example.com',
      position: 1,
      registeredAt: expect.any(String),
    });

    const put = await admin.put(`/api/events/${id}/waitlist`, { order: [ids[2], ids[0], ids[1]] });
    expect(put.status).toBe(200);
    expect(put.body.waitlist.map((w: { registrationId: number; position: number }) => [w.registrationId, w.position])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    expect((await admin.put(`/api/events/${id}/waitlist`, { order: [ids[2], ids[0]] })).status).toBe(409);
    expect((await admin.put(`/api/events/${id}/waitlist`, { order: [ids[2], ids[0], ids[0]] })).status).toBe(400);
    expect((await admin.put(`/api/events/${id}/waitlist`, { order: [ids[2], ids[0], ids[1], 999999] })).status).toBe(409);
    expect((await admin.get('/api/events/999999/waitlist')).status).toBe(404);

    // The new order is the order of promotion.
    const seat = (await admin.get(`/api/event-registrations?eventId=${id}`)).body.find((r: { email: string }) => r.email === 's@example.com');
    await admin.patch(`/api/event-registrations/${seat.id}`, { status: 'cancelled' });
    expect((await statuses(id))['q3@example.com']).toBe('pending');

    const member = (await srv.signedIn('member')).client;
    expect((await member.get(`/api/events/${id}/waitlist`)).status).toBe(403);
    expect((await srv.client().put(`/api/events/${id}/waitlist`, { order: [] })).status).toBe(401);
  });
});

describe('under concurrency', () => {
  it('50 concurrent cancels and registrations never put more than maxParticipants in seats', async () => {
    const capacity = 10;
    const id = await makeEvent(admin, { maxParticipants: capacity });
    const seated: Array<{ id: number; url: string }> = [];
    for (let i = 0; i < capacity; i++) {
      const r = (await visitor(id, `seat${i}@example.com`)).body;
      seated.push({ id: r.registrationId, url: r.cancelUrl });
    }
    for (let i = 0; i < 10; i++) await visitor(id, `early${i}@example.com`, { joinWaitlist: true });
    const token = (url: string) => new URL(url, 'http://x').searchParams.get('token');
    const calls: Array<Promise<{ status: number }>> = [];
    for (let i = 0; i < 25; i++) {
      // Cancel each seat twice over (owner link, then admin) and register newcomers, interleaved.
      const s = seated[i % capacity];
      calls.push(
        i % 2
          ? admin.patch(`/api/event-registrations/${s.id}`, { status: 'cancelled' })
          : srv.client().post(`/api/event-registrations/${s.id}/cancel`, { token: token(s.url) }),
      );
      calls.push(visitor(id, `late${i}@example.com`, { joinWaitlist: i % 3 !== 0 }));
    }
    const results = await Promise.all(calls);
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);

    const rows = (await admin.get(`/api/event-registrations?eventId=${id}`)).body as Array<{ status: string }>;
    const inSeats = rows.filter((r) => r.status === 'pending' || r.status === 'confirmed').length;
    const waiting = rows.filter((r) => r.status === 'waitlisted').length;
    expect(inSeats).toBe(capacity);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(capacity);
    expect((await admin.get(`/api/events/${id}`)).body.registeredCount).toBe(capacity);
    const positions = ((await admin.get(`/api/events/${id}/waitlist`)).body.waitlist as Array<{ position: number }>).map((w) => w.position);
    expect(positions).toEqual(Array.from({ length: waiting }, (_, i) => i + 1));
    // The ten who queued first were promoted first.
    expect(rows.length).toBeGreaterThan(2 * capacity);
    expect(Object.entries(await statuses(id)).filter(([e, s]) => e.startsWith('early') && s === 'pending')).toHaveLength(10);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
let eventId: number;
beforeAll(async () => {
  srv = await startTestServer();
  const admin = (await srv.signedIn('admin')).client;
  eventId = (
    await admin.post('/api/events', {
      title: 'Monthly meeting',
      description: 'Plans',
      date: '2026-12-01',
      time: '5:00 PM',
      location: 'Office',
      category: 'meeting',
    })
  ).body.event.id;
});
afterAll(() => srv.close());

describe('RSVP', () => {
  it('needs a signed-in user', async () => {
    const res = await srv.client().post('/api/event-rsvp', { eventId });
    expect(res.status).toBe(401);
  });

  it('one per user and event: a repeat creates nothing and is not an error', async () => {
    const m = await srv.signedIn('member');
    const a = await m.client.post('/api/event-rsvp', { eventId, userId: m.userId });
    const b = await m.client.post('/api/event-rsvp', { eventId, userId: m.userId });
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.body.message).toBe('RSVP confirmed!');
    expect(await srv.db('rsvps').where({ event_id: eventId, user_id: m.userId })).toHaveLength(1);
    expect((await m.client.get('/api/event-rsvp/mine')).body.rsvps.map((r: { eventId: number }) => r.eventId)).toEqual([eventId]);
  });

  it('the userId must be the signed-in user', async () => {
    const m = await srv.signedIn('participant');
    const res = await m.client.post('/api/event-rsvp', { eventId, userId: m.userId + 1000 });
    expect(res.status).toBe(403);
  });

  it('unknown events are a 404', async () => {
    const m = await srv.signedIn('member');
    expect((await m.client.post('/api/event-rsvp', { eventId: 4242 })).status).toBe(404);
  });

  it("DELETE /:eventId cancels only the signed-in user's own RSVP, and a repeat (a replayed cancel) is not an error", async () => {
    const a = await srv.signedIn('member');
    const b = await srv.signedIn('member');
    expect((await a.client.post('/api/event-rsvp', { eventId })).status).toBe(201);
    expect((await b.client.post('/api/event-rsvp', { eventId })).status).toBe(201);

    const first = await a.client.del(`/api/event-rsvp/${eventId}`);
    expect([first.status, first.body]).toEqual([200, { message: 'RSVP cancelled', eventId, removed: true }]);
    expect((await a.client.get('/api/event-rsvp/mine')).body.rsvps).toEqual([]);
    // b's RSVP is untouched.
    expect((await b.client.get('/api/event-rsvp/mine')).body.rsvps.map((r: { eventId: number }) => r.eventId)).toEqual([eventId]);

    const again = await a.client.del(`/api/event-rsvp/${eventId}`);
    expect([again.status, again.body.removed]).toEqual([200, false]);
    // The same queued write replayed under its Idempotency-Key gets the stored answer.
    const key = { 'Idempotency-Key': 'cancel-rsvp-replay-1' };
    expect((await b.client.del(`/api/event-rsvp/${eventId}`, key)).body.removed).toBe(true);
    expect((await b.client.del(`/api/event-rsvp/${eventId}`, key)).body.removed).toBe(true);
    expect(await srv.db('rsvps').where({ event_id: eventId }).whereIn('user_id', [a.userId, b.userId])).toHaveLength(0);
    // RSVP again after a cancel.
    expect((await a.client.post('/api/event-rsvp', { eventId })).status).toBe(201);
  });

  it('DELETE needs a signed-in user and an id that can be one', async () => {
    expect((await srv.client().del(`/api/event-rsvp/${eventId}`)).status).toBe(401);
    const m = await srv.signedIn('member');
    expect((await m.client.del('/api/event-rsvp/abc')).status).toBe(400);
  });
});

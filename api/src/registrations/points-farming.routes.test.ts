import { describe, expect, it } from 'vitest';
import { type Client } from '../test/test-server';
import { serverForFile, signedInForFile, makeEvent, registrationForm } from '../test/fixtures';

/**
 * Points for an event belong to the person, once per event, whatever happens to their
 * registrations; and an account holds one active registration per event (probing round, item 1).
 */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const pointsOf = async (p: { client: Client; userId: number }) => {
  const res = await p.client.get(`/api/user-analytics/${p.userId}`);
  expect(res.status).toBe(200);
  return res.body.analytics.totalPoints as number;
};

describe('points for a registration, once per person and event', () => {
  it('register → cancel → register on an event that confirms at once: 10 points (+10 Team Player) once, not per loop', async () => {
    const id = await makeEvent(admin, { autoConfirm: true, date: '2030-05-01', location: 'Hall' });
    const p = await srv.signedIn('participant');
    for (let loop = 0; loop < 5; loop++) {
      const reg = await p.client.post('/api/event-registrations', registrationForm(id, p.email));
      expect([reg.status, reg.body.registration.status]).toEqual([201, 'confirmed']);
      expect((await p.client.post(`/api/event-registrations/${reg.body.registration.id}/cancel`)).status).toBe(200);
    }
    expect(await pointsOf(p)).toBe(20);
    const activities = (await p.client.get(`/api/user-analytics/${p.userId}`)).body.activities as Array<{ type: string; eventDate?: string }>;
    expect(activities.filter((a) => a.type === 'project_joined')).toEqual([expect.objectContaining({ eventDate: '2030-05-01', eventLocation: 'Hall' })]);
  });

  it('an admin confirming a later registration of the same person for the same event gives nothing more', async () => {
    const id = await makeEvent(admin);
    const p = await srv.signedIn('participant');
    const first = (await p.client.post('/api/event-registrations', registrationForm(id, p.email))).body.registration;
    expect((await admin.patch(`/api/event-registrations/${first.id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await p.client.post(`/api/event-registrations/${first.id}/cancel`)).status).toBe(200);
    const second = (await p.client.post('/api/event-registrations', registrationForm(id, p.email))).body.registration;
    expect((await admin.patch(`/api/event-registrations/${second.id}`, { status: 'confirmed' })).status).toBe(200);
    expect(await pointsOf(p)).toBe(20);
  });

  it("a waitlist promotion to confirmed of a person who already earned the event's points gives nothing more", async () => {
    const id = await makeEvent(admin, { autoConfirm: true, maxParticipants: 1 });
    const p = await srv.signedIn('participant');
    const mine = (await p.client.post('/api/event-registrations', registrationForm(id, p.email))).body.registration;
    expect(mine.status).toBe('confirmed');
    expect((await p.client.post(`/api/event-registrations/${mine.id}/cancel`)).status).toBe(200);
    const seat = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'seat@example.com'))).body;
    const queued = await p.client.post('/api/event-registrations', registrationForm(id, p.email, { joinWaitlist: true }));
    expect(queued.body.status).toBe('waitlisted');
    expect((await admin.patch(`/api/event-registrations/${seat.registrationId}`, { status: 'cancelled' })).status).toBe(200);
    const [now] = (await p.client.get('/api/event-registrations/mine')).body.registrations;
    expect([now.id, now.status]).toEqual([queued.body.registration.id, 'confirmed']);
    expect(await pointsOf(p)).toBe(20);
  });
});

describe('one active registration per account and event', () => {
  it('a second registration from the same account under another e-mail is a 409 saying so; after cancelling, registering again works', async () => {
    const id = await makeEvent(admin, { autoConfirm: true });
    const p = await srv.signedIn('participant');
    const first = await p.client.post('/api/event-registrations', registrationForm(id, p.email));
    expect(first.status).toBe(201);
    for (const res of [
      await p.client.post('/api/event-registrations', registrationForm(id, 'other-address@example.com')),
      await p.client.post('/api/event-registrations', { eventId: id, participantName: 'Tania', email: 'third@example.com', phone: '+8801711111111' }),
      // The visitors' form, used while signed in, is the same account.
      await p.client.post('/api/event-registrations/anonymous', registrationForm(id, 'fourth@example.com')),
    ]) {
      expect([res.status, res.body.code, res.body.message]).toEqual([409, 'conflict', 'You already have a registration for this event']);
    }
    expect(await srv.db('event_registrations').where({ event_id: id, user_id: p.userId })).toHaveLength(1);
    expect(await pointsOf(p)).toBe(20);

    // Someone else, and the same account on another event, are not affected.
    expect((await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'friend@example.com'))).status).toBe(201);
    expect((await p.client.post('/api/event-registrations', registrationForm(await makeEvent(admin), p.email))).status).toBe(201);

    expect((await p.client.post(`/api/event-registrations/${first.body.registration.id}/cancel`)).status).toBe(200);
    expect((await p.client.post('/api/event-registrations', registrationForm(id, 'other-address@example.com'))).status).toBe(201);
  });

  it('a waitlisted registration counts as active', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'seat@example.com'));
    const p = await srv.signedIn('participant');
    expect((await p.client.post('/api/event-registrations', registrationForm(id, p.email, { joinWaitlist: true }))).body.status).toBe('waitlisted');
    const again = await p.client.post('/api/event-registrations', registrationForm(id, 'second@example.com', { joinWaitlist: true }));
    expect(again.status).toBe(409);
  });

  it('20 concurrent registrations from one account under different e-mails: one is made', async () => {
    const id = await makeEvent(admin, { autoConfirm: true });
    const p = await srv.signedIn('participant');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => p.client.post('/api/event-registrations', registrationForm(id, `many${i}@example.com`))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await pointsOf(p)).toBe(20);
  });
});

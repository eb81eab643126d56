import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile, makeEvent, registrationForm } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const tokenOf = (cancelUrl: string) => new URL(cancelUrl, 'http://x').searchParams.get('token')!;

describe('anonymous registration answer', () => {
  it('carries the ticket and a cancel link with a secret of at least 128 bits; only its hash is stored', async () => {
    const id = await makeEvent(admin);
    const res = await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'nadia@example.com'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'You have been registered for the event.',
      registrationId: expect.any(Number),
      ticketCode: expect.stringMatching(/^[A-Za-z0-9_-]{27}$/),
    });
    const { registrationId, cancelUrl } = res.body;
    expect(cancelUrl).toMatch(new RegExp(`^/cancel-registration/${registrationId}\\?token=[A-Za-z0-9_-]{27}$`));
    const stored = await srv.db('event_registrations').where({ id: registrationId }).first();
    expect(stored.cancel_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(cancelUrl));
  });
});

describe('self-cancel with the link', () => {
  it('works once: the first call cancels, a replay answers 200 already cancelled; the seat goes to the waitlist', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    const mine = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'first@example.com'))).body;
    const waiting = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'second@example.com', { joinWaitlist: true }))).body;
    expect(waiting.status).toBe('waitlisted');

    const first = await srv.client().post(`/api/event-registrations/${mine.registrationId}/cancel`, { token: tokenOf(mine.cancelUrl) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Your registration has been cancelled.',
      alreadyCancelled: false,
      registration: { id: mine.registrationId, status: 'cancelled' },
    });
    const again = await srv.client().post(`/api/event-registrations/${mine.registrationId}/cancel`, { token: tokenOf(mine.cancelUrl) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'This registration was already cancelled.', alreadyCancelled: true, registration: { status: 'cancelled' } });

    const list = (await admin.get(`/api/event-registrations?eventId=${id}`)).body as Array<{ id: number; status: string }>;
    expect(list.find((r) => r.id === waiting.registrationId)?.status).toBe('pending');
  });

  it('a wrong or missing token is 403 bad_token and changes nothing; an unknown id is the same 403', async () => {
    const id = await makeEvent(admin);
    const mine = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'keep@example.com'))).body;
    const other = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'other@example.com'))).body;
    const wrong = await srv.client().post(`/api/event-registrations/${mine.registrationId}/cancel`, { token: tokenOf(other.cancelUrl) });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'bad_token']);
    expect(wrong.body.message).toBe('This cancel link is not valid. Please use the link you received when you registered.');
    expect((await srv.client().post(`/api/event-registrations/${mine.registrationId}/cancel`, {})).body.code).toBe('bad_token');
    const stranger = (await srv.signedIn('participant')).client;
    expect((await stranger.post(`/api/event-registrations/${mine.registrationId}/cancel`, {})).status).toBe(403);
    expect((await srv.client().post('/api/event-registrations/999999/cancel', { token: 'x' })).status).toBe(403);
    const list = (await admin.get(`/api/event-registrations?eventId=${id}`)).body as Array<{ id: number; status: string }>;
    expect(list.find((r) => r.id === mine.registrationId)?.status).toBe('pending');
  });
});

describe('registration ids cannot be told apart through the cancel endpoint', () => {
  it("an unknown id answers exactly as someone else's registration does, to visitors and to signed-in strangers; admins get 404", async () => {
    const id = await makeEvent(admin);
    const theirs = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'theirs@example.com'))).body;
    const unknown = theirs.registrationId + 100_000;
    const strip = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });
    const stranger = (await srv.signedIn('participant')).client;
    for (const [client, body] of [
      [srv.client(), { token: 'a-guessed-token-that-is-wrong' }],
      [srv.client(), {}],
      [stranger, {}],
      [stranger, { token: 'wrong' }],
    ] as const) {
      const existing = strip(await client.post(`/api/event-registrations/${theirs.registrationId}/cancel`, body));
      const missing = strip(await client.post(`/api/event-registrations/${unknown}/cancel`, body));
      expect(existing.status).toBe(403);
      expect(missing).toEqual(existing);
    }
    const byAdmin = await admin.post(`/api/event-registrations/${unknown}/cancel`);
    expect([byAdmin.status, byAdmin.body.message]).toEqual([404, 'Registration not found']);
    expect((await admin.get(`/api/event-registrations?eventId=${id}`)).body[0].status).toBe('pending');
  });
});

describe('self-cancel signed in', () => {
  it("the owner cancels their own (twice is 200); an admin cancels anyone's, a confirmed one too; the first in line moves up", async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    const p = await srv.signedIn('participant');
    const reg = (await p.client.post('/api/event-registrations', registrationForm(id, p.email))).body.registration;
    const q = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'queue@example.com', { joinWaitlist: true }))).body;
    const res = await p.client.post(`/api/event-registrations/${reg.id}/cancel`);
    expect([res.status, res.body.registration.status]).toEqual([200, 'cancelled']);
    expect((await p.client.post(`/api/event-registrations/${reg.id}/cancel`)).status).toBe(200);
    const [mine] = (await p.client.get('/api/event-registrations/mine')).body.registrations;
    expect(mine.status).toBe('cancelled');

    // The promoted visitor is confirmed by an admin, then the admin cancels that confirmed registration.
    expect((await admin.patch(`/api/event-registrations/${q.registrationId}`, { status: 'confirmed' })).status).toBe(200);
    const byAdmin = await admin.post(`/api/event-registrations/${q.registrationId}/cancel`);
    expect([byAdmin.status, byAdmin.body.registration.status]).toEqual([200, 'cancelled']);
    expect((await admin.get(`/api/events/${id}`)).body.registeredCount).toBe(0);
  });

  it('a waitlisted person leaving the line renumbers those behind them', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    await srv.client().post('/api/event-registrations/anonymous', registrationForm(id, 'seat@example.com'));
    const a = await srv.signedIn('participant');
    const b = await srv.signedIn('participant');
    const ra = (await a.client.post('/api/event-registrations', registrationForm(id, a.email, { joinWaitlist: true }))).body;
    await b.client.post('/api/event-registrations', registrationForm(id, b.email, { joinWaitlist: true }));
    expect(ra.position).toBe(1);
    expect((await a.client.post(`/api/event-registrations/${ra.registration.id}/cancel`)).status).toBe(200);
    const [mineB] = (await b.client.get('/api/event-registrations/mine')).body.registrations;
    expect([mineB.status, mineB.waitlistPosition]).toEqual(['waitlisted', 1]);
    expect((await admin.get(`/api/events/${id}`)).body.registeredCount).toBe(1);
  });
});

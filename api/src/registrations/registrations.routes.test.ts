import { describe, expect, it } from 'vitest';
import { fieldErrors, serverForFile, signedInForFile, makeEvent, registrationForm } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const form = (eventId: number, email: string, extra: Record<string, unknown> = {}) =>
  registrationForm(eventId, email, { institution: 'Govt. College', ...extra });

describe('event registration rules', () => {
  it('a visitor registers anonymously; the server answers with the message', async () => {
    const id = await makeEvent(admin);
    const res = await srv.client().post('/api/event-registrations/anonymous', form(id, 'Shila@Example.com'));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('You have been registered for the event.');
    expect(res.body.registration).toMatchObject({ eventId: id, email: 'shila@example.com', status: 'pending', userId: null });
  });

  it('signed in: the registration belongs to the user, who sees it in /mine', async () => {
    const id = await makeEvent(admin);
    const p = await srv.signedIn('participant');
    const res = await p.client.post('/api/event-registrations', form(id, p.email));
    expect(res.body.registration.userId).toBe(p.userId);
    const mine = await p.client.get('/api/event-registrations/mine');
    expect(mine.body.registrations.map((r: { eventId: number }) => r.eventId)).toContain(id);
    expect((await srv.client().post('/api/event-registrations', form(id, 'x@example.com'))).status).toBe(401);
  });

  it('only for events that take registrations and are upcoming or ongoing', async () => {
    const rsvpOnly = await makeEvent(admin, { registrationRequired: false });
    const done = await makeEvent(admin, { status: 'completed' });
    const a = await srv.client().post('/api/event-registrations/anonymous', form(rsvpOnly, 'a@example.com'));
    const b = await srv.client().post('/api/event-registrations/anonymous', form(done, 'a@example.com'));
    expect([a.status, b.status]).toEqual([409, 409]);
    expect(b.body.message).toBe('Registration is closed for this event');
    expect((await srv.client().post('/api/event-registrations/anonymous', form(99999, 'a@example.com'))).status).toBe(404);
  });

  it('the same e-mail twice for one event is a 409', async () => {
    const id = await makeEvent(admin);
    await srv.client().post('/api/event-registrations/anonymous', form(id, 'twice@example.com'));
    const res = await srv.client().post('/api/event-registrations/anonymous', form(id, 'TWICE@example.com'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This email is already registered for this event');
  });

  it('every field is checked with the form messages', async () => {
    const answer = srv.client().post('/api/event-registrations/anonymous', { eventId: 1, name: '', email: 'x', phone: '', reason: 'short' });
    expect(await fieldErrors(answer)).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      phone: 'Phone number is required',
      reason: 'Please provide at least 10 characters explaining why you want to attend',
    });
  });

  it('required custom answers are checked against the event questions', async () => {
    const id = await makeEvent(admin, {
      customQuestions: [
        { id: 'q1', question: 'School?', type: 'text', required: true, options: [] },
        { id: 'q2', question: 'Track', type: 'radio', required: true, options: ['Math', 'Science'] },
        { id: 'q3', question: 'Days', type: 'checkbox', required: false, options: ['Fri', 'Sat'] },
      ],
    });
    const bad = srv.client().post('/api/event-registrations/anonymous', form(id, 'q@example.com', { customAnswers: { q2: 'Art', q3: ['Sun'] } }));
    expect(await fieldErrors(bad)).toEqual({
      'customAnswers.q1': 'This question is required',
      'customAnswers.q2': 'Please choose one of the options given',
      'customAnswers.q3': 'Please choose from the options given',
    });
    const ok = await srv
      .client()
      .post(
        '/api/event-registrations/anonymous',
        form(id, 'q@example.com', { customAnswers: { q1: 'Zilla School', q2: 'Math', q3: ['Fri', 'Sat'], zz: 'dropped' } }),
      );
    expect(ok.status).toBe(201);
    expect(ok.body.registration.customAnswers).toEqual({ q1: 'Zilla School', q2: 'Math', q3: ['Fri', 'Sat'] });
  });

  it('team fields are kept only for team events', async () => {
    const team = await makeEvent(admin, { teamEvent: true });
    const solo = await makeEvent(admin);
    const members = [{ name: 'Rumi', email: 'rumi@example.com', phone: '017' }];
    const a = await srv.client().post('/api/event-registrations/anonymous', form(team, 't@example.com', { teamName: 'Green Coders', teamMembers: members }));
    const b = await srv.client().post('/api/event-registrations/anonymous', form(solo, 't@example.com', { teamName: 'Ignored', teamMembers: members }));
    expect(a.body.registration).toMatchObject({ teamName: 'Green Coders', teamMembers: members });
    expect(b.body.registration).toMatchObject({ teamName: null, teamMembers: [] });
  });

  it('the member dashboard payload is accepted too', async () => {
    const id = await makeEvent(admin, { category: 'olympiad' });
    const m = await srv.signedIn('member');
    const res = await m.client.post('/api/event-registrations', {
      eventId: id,
      participantName: 'Mim',
      email: m.email,
      phone: '01711111111',
      grade: 'grade-9',
      experience: 'beginner',
    });
    expect(res.status).toBe(201);
    expect(res.body.registration).toMatchObject({ participantName: 'Mim', name: 'Mim', grade: 'grade-9' });
    const bad = await m.client.post('/api/event-registrations', { eventId: id, participantName: 'M', email: m.email, phone: '017' });
    expect(bad.body.fields).toMatchObject({ participantName: 'Name must be at least 2 characters', phone: 'Valid phone number is required' });
  });
});

describe('capacity', () => {
  it('20 concurrent registrations for 5 places give exactly 5 accepted, the rest "This event is full"', async () => {
    const id = await makeEvent(admin, { maxParticipants: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => srv.client().post('/api/event-registrations/anonymous', form(id, `c${i}@example.com`))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.message === 'This event is full')).toBe(true);
    expect((await srv.client().get(`/api/events/${id}`)).body.registeredCount).toBe(5);
  });

  it('a cancelled registration frees its seat; decisions are admin only and made once', async () => {
    const id = await makeEvent(admin, { maxParticipants: 1 });
    const first = (await srv.client().post('/api/event-registrations/anonymous', form(id, 'one@example.com'))).body.registration;
    expect((await srv.client().post('/api/event-registrations/anonymous', form(id, 'two@example.com'))).status).toBe(409);
    const member = (await srv.signedIn('member')).client;
    expect((await member.patch(`/api/event-registrations/${first.id}`, { status: 'cancelled' })).status).toBe(403);
    expect((await member.get('/api/event-registrations')).status).toBe(403);
    const res = await admin.patch(`/api/event-registrations/${first.id}`, { status: 'cancelled' });
    expect(res.body.message).toBe('Registration status updated successfully');
    expect((await admin.patch(`/api/event-registrations/${first.id}`, { status: 'confirmed' })).status).toBe(409);
    expect((await srv.client().post('/api/event-registrations/anonymous', form(id, 'two@example.com'))).status).toBe(201);
    const list = await admin.get(`/api/event-registrations?eventId=${id}`);
    expect(list.body.map((r: { status: string }) => r.status).sort()).toEqual(['cancelled', 'pending']);
  });

  it('a replayed registration (same Idempotency-Key) creates one row', async () => {
    const id = await makeEvent(admin);
    const c = srv.client({ 'x-client-id': 'phone-1', 'idempotency-key': 'reg-key-0001' });
    const a = await c.post('/api/event-registrations/anonymous', form(id, 'replay@example.com'));
    const b = await c.post('/api/event-registrations/anonymous', form(id, 'replay@example.com'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect((await admin.get(`/api/event-registrations?eventId=${id}`)).body).toHaveLength(1);
  });
});

describe('my registrations', () => {
  it('are those made while signed in to the account, not a visitor registration that used the same e-mail', async () => {
    const id = await makeEvent(admin);
    const email = 'later-account@example.com';
    const visitor = await srv.client().post('/api/event-registrations/anonymous', form(id, email, { institution: 'Secret School' }));
    expect(visitor.status).toBe(201);
    const { client } = await srv.signedIn('participant', email);
    const mine = await client.get('/api/event-registrations/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.registrations).toEqual([]);
    expect(mine.text).not.toContain('Secret School');
  });
});

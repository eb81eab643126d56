import { describe, expect, it } from 'vitest';
import type { MyRegistration } from '../../../shared/schemas/registrations';
import { fieldErrors, serverForFile, signedInForFile, eventBody, makeEvent } from '../test/fixtures';

/** The member dashboard's registration payload (signed-in-areas.md §5) and the participant's own list. */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const memberForm = (eventId: number, email: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  participantName: 'Mim Akter',
  email,
  phone: '01711111111',
  institution: 'Zilla School',
  grade: 'grade-10',
  experience: 'intermediate',
  motivation: 'I love maths.',
  teamName: '',
  teamMembers: [],
  additionalInfo: 'Vegetarian lunch',
  ...extra,
});

describe('the member form payload', () => {
  it('is stored in the registrations table: participantName as name, grade, experience, motivation, additionalInfo', async () => {
    const m = await srv.signedIn('member');
    const id = await makeEvent(admin);
    const res = await m.client.post('/api/event-registrations', memberForm(id, m.email));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('You have been registered for the event.');
    expect(res.body.registration).toMatchObject({
      eventId: id,
      userId: m.userId,
      name: 'Mim Akter',
      participantName: 'Mim Akter',
      email: m.email,
      phone: '01711111111',
      institution: 'Zilla School',
      grade: 'grade-10',
      experience: 'intermediate',
      motivation: 'I love maths.',
      additionalInfo: 'Vegetarian lunch',
      status: 'pending',
      reason: null,
    });
  });

  it('checks every field with the §5 messages', async () => {
    const m = await srv.signedIn('member');
    const fields = await fieldErrors(
      m.client.post('/api/event-registrations', {
        participantName: 'M',
        email: 'nope',
        phone: '017',
        grade: 'grade-5',
        experience: 'guru',
        teamMembers: [{ name: '', email: 'x', phone: '' }],
      }),
    );
    expect(fields).toMatchObject({
      eventId: 'Event ID is required',
      participantName: 'Name must be at least 2 characters',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      'teamMembers.0.name': 'Name is required',
      'teamMembers.0.email': 'Valid email is required',
      'teamMembers.0.phone': 'Phone number is required',
    });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['grade', 'experience']));
  });

  it('accepts every grade and experience value, and leaves the optional fields out', async () => {
    const m = await srv.signedIn('member');
    for (const grade of ['grade-6', 'grade-12', 'undergraduate']) {
      const res = await m.client.post('/api/event-registrations', {
        eventId: await makeEvent(admin),
        participantName: 'Mim',
        email: m.email,
        phone: '0171111111',
        grade,
        experience: 'expert',
      });
      expect(res.status, grade).toBe(201);
    }
    const bare = await m.client.post('/api/event-registrations', {
      eventId: await makeEvent(admin),
      participantName: 'Mim',
      email: m.email,
      phone: '0171111111',
    });
    expect(bare.body.registration).toMatchObject({ grade: null, experience: null, motivation: null, additionalInfo: null, institution: null });
  });

  it('keeps the team only for team events', async () => {
    const m = await srv.signedIn('member');
    const team = [{ name: 'Rumi', email: 'rumi@example.com', phone: '01722222222' }];
    const a = await m.client.post(
      '/api/event-registrations',
      memberForm(await makeEvent(admin, { teamEvent: true, title: 'Team olympiad' }), m.email, { teamName: 'Math Tigers', teamMembers: team }),
    );
    const b = await m.client.post('/api/event-registrations', memberForm(await makeEvent(admin), m.email, { teamName: 'Ignored', teamMembers: team }));
    expect(a.body.registration).toMatchObject({ teamName: 'Math Tigers', teamMembers: team });
    expect(b.body.registration).toMatchObject({ teamName: null, teamMembers: [] });
  });

  it("keeps the team when the title says 'team' (any case), even if the event is not marked as a team event", async () => {
    const m = await srv.signedIn('member');
    const team = [{ name: 'Rumi', email: 'rumi@example.com', phone: '01722222222' }];
    const res = await m.client.post(
      '/api/event-registrations',
      memberForm(await makeEvent(admin, { title: 'Robotics TEAM Cup' }), m.email, { teamName: 'Bolts', teamMembers: team }),
    );
    expect(res.status).toBe(201);
    expect(res.body.registration).toMatchObject({ teamName: 'Bolts', teamMembers: team });
  });

  it("checks and keeps the event's custom questions, as for the public form", async () => {
    const m = await srv.signedIn('member');
    const customQuestions = [
      { id: 'shirt', question: 'T-shirt size', type: 'select', required: true, options: ['S', 'M', 'L'] },
      { id: 'diet', question: 'Diet', type: 'text', required: false },
    ];
    const id = await makeEvent(admin, { customQuestions });
    const missing = await m.client.post('/api/event-registrations', memberForm(id, m.email));
    expect([missing.status, missing.body.fields]).toEqual([400, { 'customAnswers.shirt': 'This question is required' }]);
    const wrong = await m.client.post('/api/event-registrations', memberForm(id, m.email, { customAnswers: { shirt: 'XXL' } }));
    expect(wrong.body.fields).toEqual({ 'customAnswers.shirt': 'Please choose one of the options given' });
    const ok = await m.client.post('/api/event-registrations', memberForm(id, m.email, { customAnswers: { shirt: 'M', diet: ' none ', stray: 'x' } }));
    expect(ok.status).toBe(201);
    expect(ok.body.registration.customAnswers).toEqual({ shirt: 'M', diet: 'none' });
  });

  it('follows the same rules as the public form: one per e-mail, capacity, only open events', async () => {
    const m = await srv.signedIn('member');
    const id = await makeEvent(admin, { maxParticipants: 1 });
    expect((await m.client.post('/api/event-registrations', memberForm(id, m.email))).status).toBe(201);
    const again = await m.client.post('/api/event-registrations', memberForm(id, m.email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: 'Already registered for this event' });
    // One active registration per account and event: the capacity rule is seen from another account.
    const other = await srv.signedIn('member');
    const full = await other.client.post('/api/event-registrations', memberForm(id, other.email));
    expect([full.status, full.body.message]).toEqual([409, 'This event is full']);
    const done = await m.client.post('/api/event-registrations', memberForm(await makeEvent(admin, { status: 'completed' }), m.email));
    expect([done.status, done.body.message]).toEqual([409, 'Registration is closed for this event']);
    expect((await srv.client().post('/api/event-registrations', memberForm(id, 'x@example.com'))).status).toBe(401);
  });

  it('is refused while registrations are closed', async () => {
    const m = await srv.signedIn('member');
    const id = await makeEvent(admin);
    expect((await admin.put('/api/settings', { allowRegistrations: false })).status).toBe(200);
    try {
      const res = await m.client.post('/api/event-registrations', memberForm(id, m.email));
      expect([res.status, res.body.code]).toEqual([403, 'registrations_closed']);
    } finally {
      expect((await admin.put('/api/settings', { allowRegistrations: true })).status).toBe(200);
    }
    expect((await m.client.post('/api/event-registrations', memberForm(id, m.email))).status).toBe(201);
  });
});

describe('GET /api/event-registrations/mine', () => {
  it('gives each registration its event title, date, time, location and status, newest first', async () => {
    const p = await srv.signedIn('participant');
    const tree = { title: 'Tree Drive', date: '2020-05-01', time: '8:00 AM', location: 'School yard' };
    const past = await makeEvent(admin, tree);
    const next = await makeEvent(admin, { title: 'Pitch Night', date: '2031-02-03', time: '6:30 PM', location: 'Town hall' });
    const first = (await p.client.post('/api/event-registrations', memberForm(past, p.email))).body.registration;
    const second = (await p.client.post('/api/event-registrations', memberForm(next, p.email))).body.registration;
    expect((await admin.put(`/api/events/${past}`, eventBody({ ...tree, status: 'completed' }))).status).toBe(200);
    await admin.patch(`/api/event-registrations/${second.id}`, { status: 'confirmed' });

    const res = await p.client.get('/api/event-registrations/mine');
    expect(res.status).toBe(200);
    const mine: MyRegistration[] = res.body.registrations;
    expect(mine.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      eventId: next,
      eventTitle: 'Pitch Night',
      eventDate: '2031-02-03',
      eventTime: '6:30 PM',
      eventLocation: 'Town hall',
      eventStatus: 'upcoming',
      status: 'confirmed',
      registeredAt: second.registeredAt,
    });
    expect(mine[1]).toMatchObject({ eventId: past, eventTitle: 'Tree Drive', eventDate: '2020-05-01', eventStatus: 'completed', status: 'pending' });
  });
});

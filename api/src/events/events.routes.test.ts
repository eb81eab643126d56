import { describe, expect, it } from 'vitest';
import { fieldErrors, serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const olympiad = {
  title: 'District Math Olympiad',
  description: 'A day of problem solving for school students.',
  date: '2026-12-15',
  time: '10:00 AM',
  location: 'Sadar Upazila Hall',
  category: 'olympiad',
  registrationRequired: true,
  teamEvent: false,
  maxParticipants: 50,
  eligibility: 'Grades 6 to 12',
  prizes: 'Certificates and books',
  contactInfo: '{phone}',
  urgency: 'urgent',
  customQuestions: [
    { id: 'q1', question: 'Your school?', type: 'text', required: true, options: [] },
    { id: 'q2', question: '   ', type: 'text', required: false, options: [] },
    { id: 'q3', question: 'T-shirt size', type: 'select', required: false, options: ['S', 'M', 'L'] },
  ],
};

describe('events', () => {
  it('admins create an event; it starts upcoming, blank questions dropped, createdBy the caller', async () => {
    const res = await admin.post('/api/events', olympiad);
    expect(res.status).toBe(201);
    expect(res.body.event).toMatchObject({
      title: olympiad.title,
      status: 'upcoming',
      registrationRequired: true,
      requiresRegistration: true,
      maxParticipants: 50,
      registeredCount: 0,
      urgency: 'urgent',
    });
    expect(res.body.event.customQuestions.map((q: { id: string }) => q.id)).toEqual(['q1', 'q3']);
    const list = await srv.client().get('/api/events');
    expect(list.status).toBe(200);
    expect(list.body.events).toHaveLength(1);
    expect(list.body.events[0].title).toBe(olympiad.title);
  });

  it('guards writes: 401 signed out, 403 for a member', async () => {
    expect((await srv.client().post('/api/events', olympiad)).status).toBe(401);
    const member = (await srv.signedIn('member')).client;
    const res = await member.post('/api/events', olympiad);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await member.del('/api/events/1')).status).toBe(403);
  });

  it('names the missing fields', async () => {
    expect(await fieldErrors(admin.post('/api/events', { title: '', date: 'soon' }))).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      time: 'Time is required',
      location: 'Location is required',
    });
  });

  it('PUT changes every field including status and custom questions; DELETE removes', async () => {
    const { body } = await admin.post('/api/events', { ...olympiad, title: 'Tree planting' });
    const id = body.event.id;
    const put = await admin.put(`/api/events/${id}`, {
      ...olympiad,
      title: 'Tree planting day',
      status: 'ongoing',
      customQuestions: [{ id: 'a', question: 'Bring a spade?', type: 'radio', required: true, options: ['Yes', 'No'] }],
    });
    expect(put.status).toBe(200);
    expect(put.body.event).toMatchObject({ title: 'Tree planting day', status: 'ongoing' });
    expect(put.body.event.customQuestions).toHaveLength(1);
    expect((await admin.del(`/api/events/${id}`)).status).toBe(200);
    expect((await admin.del(`/api/events/${id}`)).status).toBe(404);
    expect((await srv.client().get(`/api/events/${id}`)).status).toBe(404);
  });

  it('a repeat refresh of an unchanged list is a bodiless 304', async () => {
    const c = srv.client();
    const first = await c.get('/api/events');
    const tag = first.headers.get('etag')!;
    expect(tag).toBeTruthy();
    const again = await c.get('/api/events', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await admin.post('/api/events', { ...olympiad, title: 'Another one' });
    const changed = await c.get('/api/events', { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.body.events.map((e: { title: string }) => e.title)).toContain('Another one');
  });
});

describe('custom question rules', () => {
  it('a named choice question needs options (400 naming it); a blank one is just dropped', async () => {
    const bad = await admin.post('/api/events', { ...olympiad, customQuestions: [{ question: 'Meal?', type: 'select', required: true, options: [] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields['customQuestions.0.options']).toBe('Add at least one option, or people cannot answer this question.');
    const blank = await admin.post('/api/events', {
      ...olympiad,
      title: 'Blank choice',
      customQuestions: [{ question: ' ', type: 'radio', required: false, options: [] }],
    });
    expect(blank.status).toBe(201);
    expect(blank.body.event.customQuestions).toEqual([]);
  });
});

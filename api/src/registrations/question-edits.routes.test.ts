import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const event = { title: 'Idea pitch', description: 'Pitch your idea', date: '2030-04-01', time: '10:00 AM', location: 'Hall', registrationRequired: true };
const form = (eventId: number, email: string, customAnswers: Record<string, string | string[]>) => ({
  eventId,
  name: 'Shila Roy',
  email,
  phone: '+8801711111111',
  reason: 'I have an idea to share.',
  customAnswers,
});
type Question = { id: string; question: string; type: string; required: boolean; options: string[] };

describe('editing custom questions after people registered', () => {
  it('new questions get unique ids; existing ids are kept', async () => {
    const res = await admin.post('/api/events', {
      ...event,
      customQuestions: [
        { question: 'Name of your idea', type: 'text' },
        { id: 'dup', question: 'Track', type: 'radio', options: ['Solar', 'Water'] },
        { id: 'dup', question: 'Days', type: 'checkbox', options: ['Fri', 'Sat'] },
        { id: '', question: 'Anything else?', type: 'textarea' },
      ],
    });
    const ids = res.body.event.customQuestions.map((q: Question) => q.id);
    expect(ids[1]).toBe('dup');
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[\w-]{1,64}$/);
  });

  it('rename, remove, reorder and add: each registration still shows its answers under the right question', async () => {
    const created = await admin.post('/api/events', {
      ...event,
      customQuestions: [
        { question: 'Name of your idea', type: 'text', required: true },
        { question: 'Track', type: 'radio', required: true, options: ['Solar', 'Water'] },
        { question: 'Days', type: 'checkbox', options: ['Fri', 'Sat'] },
      ],
    });
    const eventId = created.body.event.id;
    const [name, track, days] = created.body.event.customQuestions as Question[];
    const reg = await srv
      .client()
      .post(
        '/api/event-registrations/anonymous',
        form(eventId, 'shila@example.com', { [name.id]: 'Sun lamps', [track.id]: 'Solar', [days.id]: ['Fri', 'Sat'] }),
      );
    expect(reg.status).toBe(201);
    const stored = await srv.db('event_registrations').where({ id: reg.body.registration.id }).first();

    // Rename "Name of your idea", remove "Track", move "Days" first, add a new question.
    const edited = await admin.put(`/api/events/${eventId}`, {
      ...event,
      customQuestions: [{ ...days }, { ...name, question: 'Title of your idea' }, { question: 'Team size', type: 'select', options: ['1', '2-5'] }],
    });
    expect(edited.status).toBe(200);
    // Then a stale form sends the removed question's id for a new question: it gets a new id.
    const again = await admin.put(`/api/events/${eventId}`, {
      ...event,
      customQuestions: [...edited.body.event.customQuestions, { id: track.id, question: 'Budget', type: 'text' }],
    });
    const questions = again.body.event.customQuestions as Question[];
    expect(questions.map((q) => q.question)).toEqual(['Days', 'Title of your idea', 'Team size', 'Budget']);
    expect(questions[0].id).toBe(days.id);
    expect(questions[1].id).toBe(name.id);
    expect(questions[2].id).toBe(edited.body.event.customQuestions[2].id);
    expect(questions[3].id).not.toBe(track.id);
    expect(new Set(questions.map((q) => q.id)).size).toBe(4);

    // The stored answers are untouched.
    expect(await srv.db('event_registrations').where({ id: reg.body.registration.id }).first()).toEqual(stored);

    const [listed] = (await admin.get(`/api/event-registrations?eventId=${eventId}`)).body;
    expect(listed.customAnswers).toEqual({ [name.id]: 'Sun lamps', [days.id]: ['Fri', 'Sat'] });
    expect(listed.orphanAnswers).toEqual([{ questionId: track.id, question: 'Track', answer: 'Solar' }]);

    // A later registration answers the questions as they are now.
    const later = await srv
      .client()
      .post('/api/event-registrations/anonymous', form(eventId, 'rumi@example.com', { [name.id]: 'Rain tanks', [questions[3].id]: '5000 taka' }));
    expect(later.status).toBe(201);
    const list = (await admin.get(`/api/event-registrations?eventId=${eventId}`)).body;
    const rumi = list.find((r: { email: string }) => r.email === 'rumi@example.com');
    expect(rumi).toMatchObject({ customAnswers: { [name.id]: 'Rain tanks', [questions[3].id]: '5000 taka' }, orphanAnswers: [] });

    // The export heads each column by the question as it reads now, and keeps the removed one.
    const csv = await admin.get(`/api/exports/event-registrations.csv?eventId=${eventId}`);
    const header = csv.text.slice(1).split('\r\n')[0];
    expect(header).toBe(
      'Name,Email,Phone,Institution,Reason,Team name,Status,Registered at,Checked in,Days,Title of your idea,Team size,Budget,Track (removed question)',
    );
    expect(csv.text).toContain(',Fri; Sat,Sun lamps,,,Solar');
  });

  it('answers stored before question texts were kept stay readable by their id', async () => {
    const created = await admin.post('/api/events', { ...event, customQuestions: [{ id: 'old', question: 'Old question', type: 'text' }] });
    const eventId = created.body.event.id;
    const reg = await srv.client().post('/api/event-registrations/anonymous', form(eventId, 'old@example.com', { old: 'An answer' }));
    await srv.db('event_registrations').where({ id: reg.body.registration.id }).update({ question_texts: null });
    await admin.put(`/api/events/${eventId}`, { ...event, customQuestions: [] });
    const [listed] = (await admin.get(`/api/event-registrations?eventId=${eventId}`)).body;
    expect(listed).toMatchObject({ customAnswers: {}, orphanAnswers: [{ questionId: 'old', question: null, answer: 'An answer' }] });
  });
});

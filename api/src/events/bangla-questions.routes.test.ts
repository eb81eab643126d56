import { describe, expect, it } from 'vitest';
import { bodyOf, fieldErrors, serverForFile, signedInForFile } from '../test/fixtures';

/** Issue 29: Bangla versions of an event's own questions and of gallery captions. */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const event = { title: 'Idea pitch', description: 'Pitch your idea', date: '2030-04-01', time: '10:00 AM', location: 'Hall', registrationRequired: true };
const form = (eventId: number, customAnswers: Record<string, string | string[]>) => ({
  eventId,
  name: 'Shila Roy',
  email: `shila.${Math.random().toString(36).slice(2)}@example.org`,
  phone: '+8801711111111',
  reason: 'I have an idea to share.',
  customAnswers,
});

describe('custom questions in Bangla', () => {
  it('keeps each question’s Bangla text and options with the event; a question without them reads as before', async () => {
    const created = await admin.post('/api/events', {
      ...event,
      customQuestions: [
        { question: 'Track', questionBn: ' কোন বিভাগ? ', type: 'radio', required: true, options: ['Solar', 'Water'], optionsBn: ['সৌর', 'পানি'] },
        { question: 'Days', type: 'checkbox', options: ['Fri', 'Sat'], optionsBn: ['শুক্রবার', ''] },
        { question: 'Your school', type: 'text' },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.event.id;
    const read = (await srv.client().get(`/api/events/${id}`)).body.customQuestions;
    expect(read[0]).toMatchObject({ question: 'Track', questionBn: 'কোন বিভাগ?', options: ['Solar', 'Water'], optionsBn: ['সৌর', 'পানি'] });
    expect(read[1]).toMatchObject({ options: ['Fri', 'Sat'], optionsBn: ['শুক্রবার', ''] });
    expect(read[2]).not.toHaveProperty('questionBn');
    expect(read[2]).not.toHaveProperty('optionsBn');

    // The answer is the option itself, whatever language the form was read in; a Bangla label is not an option.
    const [track, days] = read.map((q: { id: string }) => q.id);
    const ok = await bodyOf(srv.client().post('/api/event-registrations/anonymous', form(id, { [track]: 'Water', [days]: ['Fri'] })), 201);
    expect(ok.registration.customAnswers).toEqual({ [track]: 'Water', [days]: ['Fri'] });
    expect(await fieldErrors(srv.client().post('/api/event-registrations/anonymous', form(id, { [track]: 'পানি' })))).toEqual({
      [`customAnswers.${track}`]: 'Please choose one of the options given',
    });
  });

  it('refuses a too-long Bangla question or more Bangla options than options, naming the field', async () => {
    const q = { question: 'Track', type: 'radio', options: ['Solar', 'Water'] };
    expect(await fieldErrors(admin.post('/api/events', { ...event, customQuestions: [{ ...q, questionBn: 'ক'.repeat(501) }] }))).toEqual({
      'customQuestions.0.questionBn': 'Must be at most 500 characters',
    });
    expect(await fieldErrors(admin.post('/api/events', { ...event, customQuestions: [q, { ...q, optionsBn: ['সৌর', 'পানি', 'বায়ু'] }] }))).toEqual({
      'customQuestions.1.optionsBn': 'Give at most one Bangla option for each option, in the same order.',
    });
  });
});

describe('gallery captions in Bangla', () => {
  it('an uploaded image keeps its Bangla caption; once approved, visitors, the list filter and the search index see it', async () => {
    const res = await admin.post('/api/gallery', {
      title: 'Riverbank crew',
      description: 'After the clean-up.',
      titleBn: ' নদীতীরের দল ',
      descriptionBn: 'পরিচ্ছন্নতার পরে।',
      imageUrl: '/uploads/crew.jpg',
    });
    expect(res.status).toBe(201);
    const id = res.body.image.id;
    expect(res.body.image).toMatchObject({ title: 'Riverbank crew', titleBn: 'নদীতীরের দল', descriptionBn: 'পরিচ্ছন্নতার পরে।' });
    await admin.post(`/api/approve-content/gallery/${id}`);

    const images = (await srv.client().get('/api/gallery')).body.images;
    expect(images.find((g: { id: number }) => g.id === id)).toMatchObject({ titleBn: 'নদীতীরের দল', descriptionBn: 'পরিচ্ছন্নতার পরে।' });
    const found = (await srv.client().get(`/api/gallery?q=${encodeURIComponent('নদীতীরের')}&limit=10`)).body.images;
    expect(found.map((g: { id: number }) => g.id)).toEqual([id]);
    const index = await bodyOf(srv.client().get('/api/search-index'));
    expect(index.entries.find((e: { type: string; id: number }) => e.type === 'gallery' && e.id === id)).toMatchObject({
      title: 'Riverbank crew',
      titleBn: 'নদীতীরের দল',
      excerptBn: 'পরিচ্ছন্নতার পরে।',
    });
  });

  it('an image without a Bangla caption answers null; a too-long one is a 400 naming the field', async () => {
    const plain = await bodyOf(admin.post('/api/gallery', { title: 'Plain', imageUrl: '/uploads/plain.jpg' }), 201);
    expect(plain.image).toMatchObject({ titleBn: null, descriptionBn: null });
    expect(await fieldErrors(admin.post('/api/gallery', { title: 'Long', imageUrl: '/uploads/long.jpg', titleBn: 'ক'.repeat(201) }))).toEqual({
      titleBn: 'Must be at most 200 characters',
    });
  });
});

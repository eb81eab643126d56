import { describe, expect, it } from 'vitest';
import { fieldErrors, serverForFile, signedInForFile } from '../test/fixtures';

/** Issue 14: the Bangla versions of what readers see, written by admins and read back by anyone. */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const event = { title: 'Tree planting', description: 'We plant 200 saplings.', date: '2030-03-01', time: '9:00 AM', location: 'School field' };

describe('Bangla content', () => {
  it('events: created with Bangla texts, shown on the public list and page; blank is null; an edit without them keeps them', async () => {
    const res = await admin.post('/api/events', { ...event, titleBn: ' বৃক্ষরোপণ ', descriptionBn: 'আমরা ২০০টি চারা লাগাব।', locationBn: '' });
    expect(res.status).toBe(201);
    const id = res.body.event.id;
    expect(res.body.event).toMatchObject({ title: 'Tree planting', titleBn: 'বৃক্ষরোপণ', descriptionBn: 'আমরা ২০০টি চারা লাগাব।', locationBn: null });

    const list = await srv.client().get('/api/events');
    expect(list.body.events.find((e: { id: number }) => e.id === id)).toMatchObject({ titleBn: 'বৃক্ষরোপণ', locationBn: null });

    const put = await admin.put(`/api/events/${id}`, { ...event, locationBn: 'স্কুল মাঠ' });
    expect(put.status).toBe(200);
    expect(put.body.event).toMatchObject({ titleBn: 'বৃক্ষরোপণ', locationBn: 'স্কুল মাঠ' });
    const cleared = await admin.put(`/api/events/${id}`, { ...event, titleBn: '' });
    expect(cleared.body.event.titleBn).toBeNull();
    expect((await srv.client().get(`/api/events/${id}`)).body).toMatchObject({ titleBn: null, locationBn: 'স্কুল মাঠ' });
  });

  it('a repeat read of the events list after a Bangla edit is not a stale 304', async () => {
    const c = srv.client();
    const first = await c.get('/api/events');
    const id = first.body.events[0].id;
    await admin.put(`/api/events/${id}`, { ...event, titleBn: 'নতুন শিরোনাম' });
    const again = await c.get('/api/events', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(200);
    expect(again.body.events[0].titleBn).toBe('নতুন শিরোনাম');
  });

  it('a too-long Bangla text is a 400 naming the field, and nothing is saved', async () => {
    const before = (await srv.client().get('/api/events')).body.events.length;
    expect(await fieldErrors(admin.post('/api/events', { ...event, titleBn: 'ক'.repeat(201) }))).toEqual({ titleBn: 'Must be at most 200 characters' });
    expect((await srv.client().get('/api/events')).body.events).toHaveLength(before);
    const notice = admin.post('/api/notices', { title: 'N', message: 'M', startDate: '2020-01-01', endDate: '2099-01-01', messageBn: 'ক'.repeat(2001) });
    expect(await fieldErrors(notice)).toEqual({ messageBn: 'Must be at most 2000 characters' });
  });

  it('news and projects: submitted with Bangla texts, published ones show them to visitors', async () => {
    const article = await admin.post('/api/news', {
      title: 'River day',
      content: 'We cleaned the river.',
      titleBn: 'নদী দিবস',
      contentBn: 'আমরা নদী পরিষ্কার করেছি।<script>x</script>',
      excerptBn: 'নদী পরিষ্কার',
    });
    expect(article.status).toBe(201);
    const articleId = article.body.article.id;
    await admin.post(`/api/approve-content/news/${articleId}`);
    const read = await srv.client().get(`/api/news/${articleId}`);
    expect(read.body).toMatchObject({ title: 'River day', titleBn: 'নদী দিবস', excerptBn: 'নদী পরিষ্কার' });
    expect(read.body.contentBn).toContain('আমরা নদী পরিষ্কার করেছি।');
    expect(read.body.contentBn).not.toContain('script');
    expect((await srv.client().get('/api/news')).body.articles[0]).toMatchObject({ titleBn: 'নদী দিবস' });

    const project = await admin.post('/api/projects', {
      title: 'Library corner',
      description: 'Books for all.',
      titleBn: 'পাঠাগার কোণ',
      descriptionBn: 'সবার জন্য বই।',
    });
    expect(project.status).toBe(201);
    await admin.post(`/api/approve-content/project/${project.body.project.id}`);
    const projects = (await srv.client().get('/api/projects')).body.projects;
    expect(projects[0]).toMatchObject({ title: 'Library corner', titleBn: 'পাঠাগার কোণ', descriptionBn: 'সবার জন্য বই।' });
  });

  it('notices: Bangla title, message and link text in the active notices; an edit without them keeps them', async () => {
    const body = { title: 'Meeting moved', message: 'Now on Friday.', startDate: '2020-01-01', endDate: '2099-01-01' };
    const link = { link: '/events', linkText: 'Details' };
    const res = await admin.post('/api/notices', { ...body, ...link, titleBn: 'সভার সময় বদল', messageBn: 'এখন শুক্রবার।', linkTextBn: 'বিস্তারিত' });
    expect(res.status).toBe(201);
    const active = await srv.client().get('/api/notices?active=true');
    expect(active.body.find((n: { id: number }) => n.id === res.body.notice.id)).toMatchObject({
      titleBn: 'সভার সময় বদল',
      messageBn: 'এখন শুক্রবার।',
      linkText: 'Details',
      linkTextBn: 'বিস্তারিত',
    });
    const put = await admin.put(`/api/notices/${res.body.notice.id}`, { ...body, ...link, message: 'Now on Saturday.', messageBn: 'এখন শনিবার।' });
    expect(put.body.notice).toMatchObject({ titleBn: 'সভার সময় বদল', messageBn: 'এখন শনিবার।', linkTextBn: 'বিস্তারিত' });
    expect(await fieldErrors(admin.post('/api/notices', { ...body, ...link, linkTextBn: 'ক'.repeat(61) }))).toEqual({
      linkTextBn: 'Must be at most 60 characters',
    });
  });
});

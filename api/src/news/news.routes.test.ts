import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');
let articleId: number;
beforeAll(async () => {
  const res = await admin.post('/api/news', {
    title: 'Clean river day',
    content: 'Line one\nLine two <strong>bold</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    excerpt: 'We cleaned the river.',
    category: 'Event',
    coverImageUrl: '/uploads/river.jpg',
    images: ['/uploads/a.jpg', '/uploads/b.jpg'],
  });
  articleId = res.body.article.id;
  await admin.post(`/api/approve-content/news/${articleId}`);
});

describe('news articles', () => {
  it('keep the spec shape, with the body sanitised when saved', async () => {
    const res = await srv.client().get(`/api/news/${articleId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Clean river day',
      category: 'Event',
      author: 'admin Tester',
      coverImageUrl: '/uploads/river.jpg',
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
      estimatedReadTime: 1,
    });
    expect(res.body.content).toContain('<strong>bold</strong>');
    expect(res.body.content).toContain('Line one\nLine two');
    expect(res.body.content).not.toMatch(/script|onerror|javascript:|<img/);
  });

  it("count a read once per browser, not on every reload, without a session row for a visitor; a read leaves the list's ETag alone", async () => {
    const sessionsBefore = Number((await srv.db('sessions').count({ n: '*' }).first())!.n);
    const before = (await admin.get(`/api/news/${articleId}`)).body.readCount;
    const listTag = (await srv.client().get('/api/news')).headers.get('etag')!;
    const visitor = srv.client();
    const first = await visitor.get(`/api/news/${articleId}`);
    expect(first.body.readCount).toBe(before + 1);
    await visitor.get(`/api/news/${articleId}`);
    await visitor.get(`/api/news/${articleId}`);
    const other = await srv.client().get(`/api/news/${articleId}`);
    expect(other.body.readCount).toBe(before + 2);
    // Phones keep their copy of the list: a read is not a change of it (issue 27); the article has the count.
    expect((await srv.client().get('/api/news', { 'If-None-Match': listTag })).status).toBe(304);
    expect(Number((await srv.db('sessions').count({ n: '*' }).first())!.n)).toBe(sessionsBefore);
    expect(visitor.cookie('club.sid')).toBeUndefined();
  });

  it('answer an unknown or unpublished id with a 404', async () => {
    expect((await srv.client().get('/api/news/9999')).status).toBe(404);
    const pending = (await admin.post('/api/news', { title: 'Pending', content: 'Soon' })).body.article;
    const res = await srv.client().get(`/api/news/${pending.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Article not found', key: 'article_not_found' });
    expect((await srv.client().get('/api/news/abc')).status).toBe(400);
  });

  it('name the missing fields of a submission', async () => {
    const res = await admin.post('/api/news', { title: ' ', content: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ title: 'Title is required', content: 'Content is required' });
  });
});

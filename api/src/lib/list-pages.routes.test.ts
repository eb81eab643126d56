import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, fieldErrors, makeEvent, serverForFile, signedInForFile } from '../test/fixtures';
import type { Client } from '../test/test-server';

/** Public lists in pages (issue 27): ?limit, ?cursor (stable under inserts), ?category, ?q. */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');
const member = signedInForFile(srv, 'member');

const publishArticle = async (title: string, extra: Record<string, unknown> = {}): Promise<number> => {
  const id = (await bodyOf(admin.post('/api/news', { title, content: `<p>${title}</p>`, excerpt: `About ${title}`, category: 'Update', ...extra }), 201))
    .article.id;
  await bodyOf(admin.post(`/api/approve-content/news/${id}`));
  return id;
};

/** Every page of a list from the first, following nextCursor; the ids in the order sent. */
async function walk(client: Client, url: string, key: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const body: Record<string, any> = await bodyOf(client.get(`${url}${cursor ? `${sep}cursor=${cursor}` : ''}`));
    ids.push(...body[key].map((r: { id: number }) => r.id));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

const newsIds = async (url = '/api/news') => (await bodyOf(srv.client().get(url))).articles.map((a: { id: number }) => a.id) as number[];

beforeAll(async () => {
  for (let i = 1; i <= 30; i++) await publishArticle(`Paging story ${i}`, i % 3 === 0 ? { category: 'Event' } : {});
});

describe('news in pages', () => {
  it('a request without paging answers the whole list, as before; with ?limit, pages that walk it exactly once', async () => {
    const whole = await bodyOf(srv.client().get('/api/news'));
    expect(whole.nextCursor).toBeUndefined();
    expect(whole.articles.length).toBeGreaterThanOrEqual(30);
    const walked = await walk(srv.client(), '/api/news?limit=7', 'articles');
    expect(walked.ids).toEqual(whole.articles.map((a: { id: number }) => a.id));
    expect(walked.pages).toBe(Math.ceil(whole.articles.length / 7));
  });

  it('pages hold 24 rows unless told, and the last page says there is no next one', async () => {
    const one = await bodyOf(srv.client().get('/api/news?limit=1'));
    const next = await bodyOf(srv.client().get(`/api/news?cursor=${one.nextCursor}`));
    expect(next.articles).toHaveLength(24);
    expect(typeof next.nextCursor).toBe('string');
    const all = await newsIds();
    const last = await bodyOf(srv.client().get(`/api/news?limit=100`));
    expect(last.articles).toHaveLength(Math.min(100, all.length));
    expect(last.nextCursor).toBeNull();
  });

  it('a cursor is stable under inserts: a new article neither repeats nor skips a row of the next page', async () => {
    const before = await newsIds();
    const first = await bodyOf(srv.client().get('/api/news?limit=5'));
    const added = await publishArticle('Paging story inserted');
    const second = await bodyOf(srv.client().get(`/api/news?limit=5&cursor=${first.nextCursor}`));
    expect(second.articles.map((a: { id: number }) => a.id)).toEqual(before.slice(5, 10));
    expect((await newsIds('/api/news?limit=1'))[0]).toBe(added);
  });

  it('a cursor still works when the row it points after was deleted since', async () => {
    const before = await newsIds();
    const first = await bodyOf(srv.client().get('/api/news?limit=3'));
    expect((await admin.del(`/api/news/${before[2]}`)).status).toBe(200);
    const second = await bodyOf(srv.client().get(`/api/news?limit=3&cursor=${first.nextCursor}`));
    expect(second.articles.map((a: { id: number }) => a.id)).toEqual(before.slice(3, 6));
  });

  it('?category and ?q are answered by the server, in pages too; q finds words of either language, any case, Bangla digits as Western', async () => {
    const events = await bodyOf(srv.client().get('/api/news?category=event'));
    expect(events.articles.length).toBeGreaterThanOrEqual(10);
    expect(events.articles.every((a: { category: string }) => a.category === 'Event')).toBe(true);
    const bn = await publishArticle('Tree planting 2026', { titleBn: 'বৃক্ষরোপণ ২০২৬' });
    expect(await newsIds('/api/news?q=%E0%A6%AC%E0%A7%83%E0%A6%95%E0%A7%8D%E0%A6%B7%E0%A6%B0%E0%A7%8B%E0%A6%AA%E0%A6%A3')).toEqual([bn]);
    expect(await newsIds('/api/news?q=TREE%20planting')).toEqual([bn]);
    expect(await newsIds(`/api/news?q=${encodeURIComponent('২০২৬')}`)).toEqual([bn]);
    const walked = await walk(srv.client(), '/api/news?q=paging%20story&limit=4', 'articles');
    expect(walked.ids).toEqual(await newsIds('/api/news?q=paging%20story'));
    expect(await newsIds('/api/news?q=nothing-like-this&limit=5')).toEqual([]);
  });

  it('a page has its own ETag: asked again with it, a bodiless 304', async () => {
    const first = await srv.client().get('/api/news?limit=5');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(etag).not.toBe((await srv.client().get('/api/news')).headers.get('etag'));
    const again = await srv.client().get('/api/news?limit=5', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('bad paging input is a 400 naming the field, never a 500', async () => {
    const limit = 'limit must be a whole number from 1 to 100';
    expect(await fieldErrors(srv.client().get('/api/news?limit=101'))).toEqual({ limit });
    expect(await fieldErrors(srv.client().get('/api/news?limit=0'))).toEqual({ limit });
    expect(await fieldErrors(srv.client().get('/api/news?limit=ten'))).toEqual({ limit });
    const cursor = 'This cursor is not one the server gave: start again from the first page';
    expect(await fieldErrors(srv.client().get('/api/news?limit=5&cursor=!!'))).toEqual({ cursor });
    expect(await fieldErrors(srv.client().get('/api/news?limit=5&cursor=abcdef'))).toEqual({ cursor });
    expect(await fieldErrors(srv.client().get(`/api/news?limit=5&cursor=${Buffer.from('{"a":1}').toString('base64url')}`))).toEqual({ cursor });
  });

  it("each audience pages its own list: an admin's pages hold pending articles, a visitor's never", async () => {
    const pending = (await bodyOf(member.post('/api/news', { title: 'Paging pending draft', content: 'Soon', category: 'Update' }), 201)).article.id;
    expect(await newsIds('/api/news?q=pending%20draft&limit=10')).toEqual([]);
    const forAdmin = await bodyOf(admin.get('/api/news?q=pending%20draft&limit=10'));
    expect(forAdmin.articles.map((a: { id: number }) => a.id)).toEqual([pending]);
  });
});

describe('the other public lists in pages', () => {
  it('events: ?when=upcoming (soonest first) and ?when=past (newest first), each walked in pages', async () => {
    const upcoming = [
      await makeEvent(admin, { date: '2031-03-02' }),
      await makeEvent(admin, { date: '2031-03-01' }),
      await makeEvent(admin, { date: '2031-03-03' }),
    ];
    const past = [await makeEvent(admin, { date: '2020-01-01', status: 'completed' }), await makeEvent(admin, { date: '2020-02-01', status: 'completed' })];
    const soon = await walk(srv.client(), '/api/events?when=upcoming&limit=2', 'events');
    expect(soon.ids.filter((id) => upcoming.includes(id))).toEqual([upcoming[1], upcoming[0], upcoming[2]]);
    expect(soon.ids).not.toContain(past[0]);
    const gone = await walk(srv.client(), '/api/events?when=past&limit=1', 'events');
    expect(gone.ids.filter((id) => past.includes(id))).toEqual([past[1], past[0]]);
    expect(gone.ids).not.toContain(upcoming[0]);
    const whole = await bodyOf(srv.client().get('/api/events?when=past'));
    expect(whole.events.map((e: { id: number }) => e.id)).toEqual(gone.ids);
    expect(await fieldErrors(srv.client().get('/api/events?when=soon'))).toEqual({ when: "when is 'upcoming' or 'past'" });
  });

  it('projects and gallery page newest first; members page as { members, nextCursor } while the whole list stays an array', async () => {
    for (let i = 1; i <= 3; i++) {
      const project = (await bodyOf(admin.post('/api/projects', { title: `Paged project ${i}`, description: 'Saturday' }), 201)).project.id;
      await bodyOf(admin.post(`/api/approve-content/project/${project}`));
      const image = (await bodyOf(admin.post('/api/gallery', { title: `Paged image ${i}`, imageUrl: `/uploads/p${i}.webp`, category: 'general' }), 201)).image
        .id;
      await bodyOf(admin.post(`/api/approve-content/gallery/${image}`));
    }
    const projects = await walk(srv.client(), '/api/projects?limit=2&q=paged%20project', 'projects');
    expect(projects.pages).toBe(2);
    const titles = (await bodyOf(srv.client().get('/api/projects?q=paged%20project'))).projects.map((p: { title: string }) => p.title);
    expect(titles).toEqual(['Paged project 3', 'Paged project 2', 'Paged project 1']);
    expect((await walk(srv.client(), '/api/gallery?limit=1&q=paged%20image', 'images')).ids).toHaveLength(3);

    const members = await bodyOf(srv.client().get('/api/members'));
    expect(Array.isArray(members)).toBe(true);
    const paged = await walk(srv.client(), '/api/members?limit=1', 'members');
    expect(paged.ids).toEqual(members.map((m: { id: number }) => m.id));
  });
});

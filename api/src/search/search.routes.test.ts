import { describe, expect, it } from 'vitest';
import { bodyOf, fieldErrors, makeEvent, serverForFile, signedInForFile } from '../test/fixtures';

/** The compact search index and the server's search (issue 27 §3). */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');
const member = signedInForFile(srv, 'member');

const publishArticle = async (title: string, extra: Record<string, unknown> = {}): Promise<number> => {
  const body = `<p>${'A long body that the index never carries. '.repeat(40)}</p>`;
  const id = (await bodyOf(admin.post('/api/news', { title, content: body, category: 'Update', ...extra }), 201)).article.id;
  await bodyOf(admin.post(`/api/approve-content/news/${id}`));
  return id;
};
type Entry = { type: string; id: number; title: string; excerpt?: string };
const find = (entries: Entry[], type: string, id: number) => entries.find((e) => e.type === type && e.id === id);

describe('GET /api/search-index', () => {
  it('holds every public row as a compact entry (no bodies, excerpts short), never a pending one, whoever asks', async () => {
    const article = await publishArticle('Solar lanterns for the night school', { titleBn: 'রাতের স্কুলে সৌর লণ্ঠন' });
    const pending = (await bodyOf(member.post('/api/news', { title: 'Index pending draft', content: 'Soon', category: 'Update' }), 201)).article.id;
    const event = await makeEvent(admin, { title: 'Index river clean-up', date: '2031-04-01' });
    const index = await bodyOf(admin.get('/api/search-index'));
    expect(index.version).toBeGreaterThan(0);
    const entry = find(index.entries, 'news', article)!;
    expect(entry).toMatchObject({ title: 'Solar lanterns for the night school', titleBn: 'রাতের স্কুলে সৌর লণ্ঠন', category: 'Update' });
    expect(entry).not.toHaveProperty('status'); // an article's usual status, left out
    expect(entry.excerpt!.length).toBeLessThanOrEqual(61);
    expect(JSON.stringify(entry)).not.toContain('<p>');
    expect(find(index.entries, 'news', pending)).toBeUndefined();
    expect(find(index.entries, 'event', event)).toMatchObject({ title: 'Index river clean-up', date: '2031-04-01', status: 'upcoming' });
  });

  it('?since= sends the entries changed after a version and the ones removed; with its ETag, nothing new is a 304; too far behind starts over', async () => {
    const first = await srv.client().get('/api/search-index');
    const { version } = first.body;
    expect((await srv.client().get('/api/search-index', { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
    const unchanged = await srv.client().get(`/api/search-index?since=${version}`);
    expect(unchanged.body).toEqual({ entries: [], removed: [], version });
    expect((await srv.client().get(`/api/search-index?since=${version}`, { 'If-None-Match': unchanged.headers.get('etag')! })).status).toBe(304);

    const added = await publishArticle('Index story added');
    const gone = first.body.entries.find((e: Entry) => e.type === 'news').id;
    expect((await admin.del(`/api/news/${gone}`)).status).toBe(200);
    const delta = await srv.client().get(`/api/search-index?since=${version}`, { 'If-None-Match': unchanged.headers.get('etag')! });
    expect(delta.status).toBe(200);
    expect(delta.body.entries.map((e: Entry) => [e.type, e.id])).toEqual([['news', added]]);
    expect(delta.body.removed).toEqual([{ type: 'news', id: gone }]);
    expect(delta.body.version).toBeGreaterThan(version);
    expect(await bodyOf(srv.client().get(`/api/search-index?since=${delta.body.version + 50}`))).toMatchObject({ startOver: true, entries: [] });
    expect(await fieldErrors(srv.client().get('/api/search-index?since=x'))).toEqual({ since: 'since must be a version the index gave (a whole number)' });
  });
});

describe('GET /api/search', () => {
  it('finds entries by words of the title or excerpt in either language, title matches first; ?type= narrows; bad input is a 400', async () => {
    const lantern = await publishArticle('Lanterns made by the girls club', { excerpt: 'Bright evenings' });
    const mention = await publishArticle('Saturday market', { excerpt: 'Lanterns were sold out' });
    const found = await bodyOf(srv.client().get('/api/search?q=lanterns'));
    const ids = found.entries.filter((e: Entry) => e.type === 'news').map((e: Entry) => e.id);
    expect(ids.indexOf(lantern)).toBeLessThan(ids.indexOf(mention));
    expect(ids).toContain(mention);
    expect(found.entries.every((e: Entry) => JSON.stringify(e).toLowerCase().includes('lantern'))).toBe(true);
    await publishArticle('Clay lamps for Diwali', { titleBn: 'মাটির প্রদীপ' });
    expect((await bodyOf(srv.client().get(`/api/search?q=${encodeURIComponent('মাটির প্রদীপ')}`))).entries[0].title).toBe('Clay lamps for Diwali');
    expect((await bodyOf(srv.client().get('/api/search?q=lanterns&type=event'))).entries).toEqual([]);
    expect(await fieldErrors(srv.client().get('/api/search?q='))).toEqual({ q: 'q (the search words) is required' });
    expect(await fieldErrors(srv.client().get('/api/search?q=x&type=article'))).toEqual({ type: 'type is one of news, event, project, gallery, member' });
  });
});

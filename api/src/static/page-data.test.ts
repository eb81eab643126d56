/**
 * What every public page is rendered with on a first visit (page-data.ts, page-lists.ts): the
 * renderer is a stand-in here (as in render-page.test.ts) that puts the seed it was given into
 * the page, so these tests read what the server hands the app's renderer, on the demo club.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../seed/run-seeds';
import { standInRenderer } from '../test/stand-in-renderer';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
const TEMPLATE = '<!doctype html><html lang="en"><head><title>club</title></head><body><div id="root"></div></body></html>';
const STAND_IN = `export async function renderPage(path, seed, { lang }) {
  return { body: '<h1>' + path + '</h1>', meta: null, texts: { description: 'd', clubName: 'c' } };
}`;

type Seeded = {
  items: { id: number; title?: string; name?: string; status?: string }[];
  etag: string | null;
  partial?: boolean;
  part?: string;
  nextCursor?: string | null;
};
type Seed = { lists?: Record<string, Seeded>; articles?: Record<string, unknown>; settings?: { siteName: string } };

beforeAll(async () => {
  srv = await startTestServer();
  standInRenderer(srv.dataDir, { renderer: STAND_IN, template: TEMPLATE });
  await runSeeds(srv.db, { dataDir: srv.dataDir, seedDemo: true });
}, 120_000);
afterAll(() => srv.close());

async function seedOf(path: string): Promise<Seed | null> {
  const html = await (await fetch(`${srv.url}${path}`)).text();
  const m = /<script type="application\/json" id="page-seed">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]) as Seed) : null;
}
const api = async <T>(path: string): Promise<T> => (await srv.client().get(path)).body as T;

describe('the data of every public page', () => {
  it("the pages without lists of their own come with the site's settings", async () => {
    for (const path of ['/about', '/search', '/contact', '/join', '/login', '/register', '/application-status']) {
      const seed = await seedOf(path);
      expect(seed?.settings?.siteName, path).toBe((await api<{ siteName: string }>('/api/settings')).siteName);
      expect(Object.keys(seed?.lists ?? {}), path).toEqual(['notices']);
      expect(seed!.lists!.notices.partial, path).toBe(true);
      const active = await api<{ id: number }[]>('/api/notices?active=true');
      expect(active.length).toBeGreaterThan(0);
      expect(
        seed!.lists!.notices.items.map((n) => n.id),
        path,
      ).toEqual(active.map((n) => n.id));
    }
  });

  it("a list's page comes with its first page as the app asks for it, so the app's first refresh is a 304", async () => {
    for (const [path, name, url] of [
      ['/projects', 'projects', '/api/projects?limit=24'],
      ['/gallery', 'gallery', '/api/gallery?limit=24'],
      ['/members', 'members', '/api/members?limit=24'],
      ['/events', 'events', '/api/events?when=upcoming&limit=100'],
    ] as const) {
      const list = (await seedOf(path))!.lists![name];
      expect(list.items.length, path).toBeGreaterThan(0);
      expect(list.partial, path).toBeUndefined();
      expect((await srv.client().get(url, { 'If-None-Match': list.etag! })).status, path).toBe(304);
    }
    expect((await seedOf('/events'))!.lists!.events.part).toBe('upcoming');
  });

  it('the home page comes with the few rows each block shows, to show until the app has the lists', async () => {
    const { lists } = (await seedOf('/'))!;
    const counts = Object.fromEntries(Object.entries(lists!).map(([name, list]) => [name, list.items.length]));
    expect(counts).toEqual({ projects: 3, events: 4, news: 2, members: 4, gallery: 4, notices: expect.any(Number) });
    expect(Object.values(lists!).every((l) => l.partial)).toBe(true);
    expect(lists!.events.items.every((e) => e.status === 'upcoming')).toBe(true);
    const { projects } = await api<{ projects: { id: number }[] }>('/api/projects?limit=3');
    expect(lists!.projects.items.map((p) => p.id)).toEqual(projects.map((p) => p.id));
  });

  it("an event's page comes with the event, a member's profile with the member and what they contributed; unknown ones get the shell", async () => {
    const { events } = await api<{ events: { id: number; title: string }[] }>('/api/events?when=past&limit=1');
    const past = (await seedOf(`/events/${events[0].id}`))!.lists!.events;
    expect(past).toMatchObject({ partial: true, items: [{ id: events[0].id, title: events[0].title }] });
    expect(await seedOf('/events/999999')).toBeNull();

    const { members } = await api<{ members: { name: string; username: string | null }[] }>('/api/members?limit=24');
    const member = members.find((m) => m.username)!;
    const profile = (await seedOf(`/member/${member.username!.toUpperCase()}`))!.lists!;
    expect(profile.members.items.map((m) => m.name)).toEqual([member.name]);
    expect(profile.projects.partial && profile.news.partial).toBe(true);
    // A writer's profile lists titles and dates: the articles come without their bodies.
    const writer = members.find((m) => m.name === 'Farhana Rahman' && m.username)!;
    const written = (await seedOf(`/member/${writer.username!}`))!.lists!.news.items as { excerpt?: string | null; content?: string }[];
    expect(written.length).toBeGreaterThan(1);
    for (const article of written) expect('content' in article).toBe(!article.excerpt);
    expect(await seedOf('/member/nobody-of-that-name')).toBeNull();
  });

  it('a change to the settings is in the next first visit', async () => {
    const admin = (await srv.signedIn('admin')).client;
    expect((await admin.put('/api/settings', { siteName: 'Renamed Club' })).status).toBe(200);
    expect((await seedOf('/contact'))!.settings!.siteName).toBe('Renamed Club');
  });

  it("without JavaScript, 'Load more' asks for the list's page again with more rows (?shown=): whole pages, at most the cards a page shows", async () => {
    const admin = (await srv.signedIn('admin')).client;
    for (let i = 1; i <= 60; i++) {
      const made = await admin.post('/api/news', { title: `Shown ${i}`, content: `<p>${i}</p>`, excerpt: `${i}`, category: 'Update' });
      expect((await admin.post(`/api/approve-content/news/${made.body.article.id}`)).status).toBe(200);
    }
    const whole = await api<{ articles: { id: number }[] }>('/api/news?limit=100');
    const ids = (path: string) => seedOf(path).then((seed) => seed!.lists!.news.items.map((a) => a.id));
    expect(await ids('/news')).toEqual(whole.articles.slice(0, 24).map((a) => a.id));
    const more = (await seedOf('/news?shown=48'))!.lists!.news;
    expect(more.items.map((a) => a.id)).toEqual(whole.articles.slice(0, 48).map((a) => a.id));
    // The page after it is the API's next page: the app loads more from there once it has taken the page over.
    const next = await api<{ articles: { id: number }[] }>(`/api/news?limit=24&cursor=${encodeURIComponent(more.nextCursor!)}`);
    expect(next.articles.map((a) => a.id)).toEqual(whole.articles.slice(48, 72).map((a) => a.id));
    // A part of a page counts as the whole page; anything unreadable as the first page; never more than 240.
    expect(await ids('/news?shown=30')).toHaveLength(48);
    for (const odd of ['abc', '-5', '0', '1e9', '']) expect(await ids(`/news?shown=${odd}`), odd).toHaveLength(24);
    const total = (await api<{ articles: unknown[] }>('/api/news')).articles.length;
    expect(total).toBeGreaterThan(60);
    expect(await ids('/news?shown=9999999')).toHaveLength(Math.min(240, total));
    expect((await seedOf('/projects?shown=48'))!.lists!.projects.items.length).toBeGreaterThan(0);
  });

  it('/news carries the bodies of its first few articles only (a card needs none): the rest come when an article is opened', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const publish = async (body: Record<string, string>) => {
      const made = await admin.post('/api/news', { category: 'Update', ...body });
      expect((await admin.post(`/api/approve-content/news/${made.body.article.id}`)).status).toBe(200);
      return made.body.article.id as number;
    };
    const noExcerpt = await publish({ title: 'Without an excerpt', content: '<p>The card shows these words</p>' });
    const noBanglaExcerpt = await publish({ title: 'Bangla body, no Bangla excerpt', content: '<p>Body</p>', excerpt: 'Lead', contentBn: '<p>লেখা</p>' });
    for (let i = 1; i <= 4; i++)
      await publish({ title: `Bodies ${i}`, content: `<p>Body ${i}</p>`, contentBn: `<p>লেখা ${i}</p>`, excerpt: `Lead ${i}`, excerptBn: `শুরু ${i}` });
    const page = await api<{ articles: Record<string, unknown>[] }>('/api/news?limit=24');
    const seed = (await seedOf('/news'))!.lists!.news;
    expect(seed.items.map((a) => a.id)).toEqual(page.articles.map((a) => a.id));
    seed.items.forEach((item, i) => {
      const whole = page.articles[i];
      const keeps = i < 3 || whole.id === noExcerpt || whole.id === noBanglaExcerpt;
      expect('content' in item, `row ${i}`).toBe(keeps);
      // Otherwise the row is the API's, read time and excerpts included.
      const { content: _c, contentBn: _cb, ...rest } = whole;
      expect(item, `row ${i}`).toEqual(keeps ? whole : rest);
    });
    expect(seed.items.filter((a) => !('content' in a)).length).toBeGreaterThanOrEqual(2);
    // The ETag is the page's all the same: the app keeps these rows, and opens an article to read it.
    expect((await srv.client().get('/api/news?limit=24', { 'If-None-Match': seed.etag! })).status).toBe(304);
    const html = await (await fetch(`${srv.url}/news`)).text();
    expect(html).not.toContain('লেখা 1');
    expect(html).toContain('লেখা 4');
  });
});

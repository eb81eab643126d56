/**
 * A first visit to `/news` or an article gets the page rendered with its data (serve-pwa.ts,
 * page-data.ts, render-page.ts). The app's renderer is a build artefact (dist-ssr/pages.js, made
 * by `vite build`; the browser journeys in pwa/e2e/prerender.spec.ts use the real one): here a
 * stand-in in the same place echoes what it was given, so these tests see what the server hands
 * it and what it sends around it.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInRenderer } from '../test/stand-in-renderer';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
let published: number;
let draft: number;

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>club</title><meta name="description" content="x" /><script defer src="/assets/prerender-start-x.js"></script></head><body><div id="root"></div></body></html>';
const STAND_IN = `export async function renderPage(url, seed, { lang }) {
  const list = (seed.lists?.news?.items ?? []).map((a) => a.title);
  if (list.includes('Breaks the renderer')) throw new Error('the renderer failed');
  const articles = Object.values(seed.articles ?? {}).map((a) => a.title);
  const picture = url.startsWith('/news/') ? '<img src="/uploads/a.jpg" alt="" fetchPriority="high"/>' : '';
  const body = '<main data-url="' + url + '" lang="' + lang + '"><h1>Page</h1>' + [...articles, ...list].length + picture + '</main>';
  return { body, meta: null, texts: { description: 'A club', clubName: 'The club' } };
}`;

beforeAll(async () => {
  srv = await startTestServer();
  standInRenderer(srv.dataDir, {
    renderer: STAND_IN,
    template: TEMPLATE,
    files: {
      'news.html': '<!doctype html><title>club</title><div id="root" data-prerendered="news" data-hydrating>built</div>',
      'assets/noto-sans-bengali-400-900-x.woff2': '',
      // The outbox's chunks as the build lists them (scripts/vite-preload-route.ts), one entry not a chunk's name.
      '.vite/preload-writes.json': JSON.stringify(['/assets/outbox-x1.js', '/assets/db-x2.js', '/assets/a.js"><script src=/evil.js></script>']),
    },
  });
  const admin = (await srv.signedIn('admin')).client;
  const a = await admin.post('/api/news', { title: 'Tree planting </script><script>alert(1)</script>', content: 'Body', excerpt: 'e', category: 'Update' });
  published = a.body.article.id;
  await admin.post(`/api/approve-content/news/${published}`);
  draft = (await admin.post('/api/news', { title: 'Not yet', content: 'Body', excerpt: 'e', category: 'Update' })).body.article.id;
});
afterAll(() => srv.close());

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${srv.url}${path}`, { headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

/** The body as it came over the wire, not decoded. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${srv.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const seedOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-seed">(.*?)<\/script>/s.exec(html)![1]) as {
    lists?: { news?: { items: { id: number; title: string }[]; etag: string; nextCursor?: string | null } };
    articles?: Record<string, { id: number; title: string; content: string }>;
  };

describe('a page whose forms write', () => {
  /** The files in the page's template for later (its start script puts them in the head once the app has the page). */
  const preloads = (html: string) => {
    const later = /<template id="later-files">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    return [...later.matchAll(/<link rel="prefetch" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
  };

  it("names the outbox's chunks after the page, for later (fetched once the app has the page, run only by a write), and only the build's chunk names", async () => {
    for (const path of ['/contact', '/join', '/events', '/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(preloads(res.body), path).toEqual(['/assets/outbox-x1.js', '/assets/db-x2.js']);
      expect(res.body.indexOf('/assets/outbox-x1.js'), path).toBeGreaterThan(res.body.indexOf('id="page-seed"'));
      expect(res.body, path).not.toContain('evil.js');
    }
  });

  it('a page that does not write does not ask for them', async () => {
    for (const path of ['/news', '/about', `/news/${published}`]) expect(preloads((await get(path)).body), path).toEqual([]);
  });
});

describe('a first visit to /news or an article', () => {
  it("/news comes rendered with what everyone may read: the first page, with its ETag (the app's first refresh is a 304) and the next page's cursor", async () => {
    const res = await get('/news');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.body).toContain(
      '<div id="root" data-prerendered="news" data-lang="en" data-hydrating><main data-url="/news" lang="en"><h1>Page</h1>1</main></div>',
    );
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Page | Social Business Youth Club</title>');
    expect(res.body).toContain('<meta property="og:locale" content="en_US" />');
    expect(res.body).toContain('prerender-start-x.js');
    const seed = seedOf(res.body);
    expect(seed.lists!.news!.items.map((a) => a.id)).toEqual([published]);
    expect(seed.lists!.news!.nextCursor).toBeNull();
    const api = await srv.client().get('/api/news?limit=24');
    expect(seed.lists!.news!.etag).toBe(api.headers.get('etag'));
    expect((await srv.client().get('/api/news?limit=24', { 'If-None-Match': seed.lists!.news!.etag })).status).toBe(304);
  });

  it('goes to a browser that takes Brotli compressed harder than other answers, identical once decoded', async () => {
    const plain = await raw('/news');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw('/news', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Level 10, where the server's on-the-fly compression (level 4) would be bigger.
    expect(br.body.length).toBeLessThan(zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
    // A browser without Brotli still gets it compressed (gzip, on the fly).
    const gz = await raw('/news', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('an article comes with the article; nothing in its data can end the data block', async () => {
    const res = await get(`/news/${published}`);
    expect(res.body).toContain('data-prerendered="article"');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(seedOf(res.body).articles![String(published)].title).toBe('Tree planting </script><script>alert(1)</script>');
  });

  it('an article body is sent as the server cleans it, even if the stored one was not', async () => {
    await srv.db('news').where({ id: published }).update({ content: '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' });
    const seed = seedOf((await get(`/news/${published}`)).body);
    expect(seed.articles![String(published)].content).toContain('<p>Hello</p>');
    expect(seed.articles![String(published)].content).not.toMatch(/onerror|<script/);
  });

  it('a draft, an unknown article and a return visit get the shell', async () => {
    for (const path of [`/news/${draft}`, '/news/999999']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(res.body, path).not.toContain('page-seed');
    }
    expect((await get(`/news/${published}`, { Cookie: 'club_seen=1' })).body).toContain('<div id="root"></div>');
  });

  it("a browser that prefers Bangla gets the page in Bangla, unless the device's own choice (its cookie) says English", async () => {
    const bangla = (await get('/news', { 'Accept-Language': 'en;q=0.5, bn-BD' })).body;
    expect(bangla).toContain('<html lang="bn">');
    expect(bangla).toContain('data-lang="bn"');
    expect(bangla).toContain('<main data-url="/news" lang="bn">');
    expect(bangla).toContain('<meta property="og:locale" content="bn_BD" />');
    const chosen = (await get('/news', { 'Accept-Language': 'bn-BD', Cookie: 'club_lang=en' })).body;
    expect(chosen).toContain('<html lang="en">');
  });

  it('a page in Bangla asks for the Bengali font in its head, after the picture of a page whose largest paint is one', async () => {
    const font = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-400-900-x.woff2" />';
    const picture = '<link rel="preload" as="image" href="/uploads/a.jpg" fetchpriority="high" />';
    const list = (await get('/news', { 'Accept-Language': 'bn' })).body;
    expect(list).toContain(font);
    expect(list).not.toContain('as="image"');
    const article = (await get(`/news/${published}`, { 'Accept-Language': 'bn' })).body;
    expect(article.indexOf(picture)).toBeGreaterThan(0);
    expect(article.indexOf(font)).toBeGreaterThan(article.indexOf(picture));
    const english = (await get(`/news/${published}`, { 'Accept-Language': 'en' })).body;
    expect(english).toContain(picture);
    expect(english).not.toContain('as="font"');
  });

  it('a new article is in the next first visit (what was rendered is kept only until a write)', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const b = await admin.post('/api/news', { title: 'Second', content: 'Body', excerpt: 'e', category: 'Update' });
    await admin.post(`/api/approve-content/news/${b.body.article.id}`);
    expect(seedOf((await get('/news')).body).lists!.news!.items.map((a) => a.title)).toContain('Second');
  });

  it('when the renderer fails, the page built with the app is sent instead, not an error', async () => {
    const admin = (await srv.signedIn('admin')).client;
    const c = await admin.post('/api/news', { title: 'Breaks the renderer', content: 'Body', excerpt: 'e', category: 'Update' });
    await admin.post(`/api/approve-content/news/${c.body.article.id}`);
    const res = await get('/news');
    expect(res.status).toBe(200);
    expect(res.body).toContain('data-prerendered="news" data-hydrating>built</div>');
  });
});

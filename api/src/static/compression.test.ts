import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  const admin = (await srv.signedIn('admin')).client;
  for (let i = 0; i < 6; i++) {
    await admin.post('/api/events', {
      title: `A long enough event ${i}`,
      description: 'x'.repeat(300),
      date: '2031-01-01',
      time: '10:00',
      location: 'Hall',
      category: 'workshop',
      registrationRequired: false,
    });
  }
  // A built app in miniature: a hashed asset with its Brotli and gzip twins, as the build makes them.
  const dist = `${srv.dataDir}/no-dist`;
  fs.mkdirSync(`${dist}/assets`, { recursive: true });
  const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  fs.writeFileSync(`${dist}/index.html`, '<!doctype html><title>club</title><div id="root"></div>');
  fs.writeFileSync(`${dist}/index-notice.html`, '<!doctype html><title>club</title><div id="root" data-notice-reserve></div>');
  fs.writeFileSync(`${dist}/home.html`, '<!doctype html><title>club</title><div id="root" data-prerendered="home" data-hydrating>Home</div>');
  fs.writeFileSync(
    `${dist}/home-notice.html`,
    '<!doctype html><title>club</title><div id="root" data-prerendered="home" data-notice-reserve data-hydrating>Home</div>',
  );
  fs.writeFileSync(`${dist}/events.html`, '<!doctype html><title>club</title><div id="root" data-prerendered="events" data-hydrating>Events</div>');
  fs.writeFileSync(`${dist}/sw.js`, 'self.x = 1;');
  fs.writeFileSync(`${dist}/assets/app-abc123.js`, js);
  fs.writeFileSync(`${dist}/assets/app-abc123.js.br`, zlib.brotliCompressSync(js));
  fs.writeFileSync(`${dist}/assets/app-abc123.js.gz`, zlib.gzipSync(js));
});
afterAll(() => srv.close());

/** A raw request: the body as it came over the wire (not decoded), and the headers. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${srv.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  it('API answers over 1 KB go Brotli or gzip to a browser that asks, identical once decoded, with Vary', async () => {
    const plain = await raw('/api/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw('/api/events', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await raw('/api/events', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('ETags and 304s keep working through it', async () => {
    const first = await raw('/api/events', { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await raw('/api/events', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('built files are sent as their Brotli or gzip twin by Accept-Encoding', async () => {
    const br = await raw('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('console.log');
    const gz = await raw('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('console.log');
  });

  it("hashed assets carry no document-only headers (some 600 bytes on each of a first visit's files); pages and the worker keep them", async () => {
    const asset = await raw('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'x-request-id',
      'etag',
      'last-modified',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    for (const path of ['/', '/events', '/sw.js']) {
      const page = await raw(path);
      expect(page.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(page.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('a share into the app that reaches the server (no service worker running) goes on to /share, not a 404', async () => {
    const res = await fetch(`${srv.url}/share-target`, { method: 'POST', body: new FormData(), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/share');
  });

  it('a reopened app revalidates sw.js and index.html with a bodiless 304', async () => {
    for (const path of ['/sw.js', '/', '/events']) {
      const first = await raw(path);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const byEtag = await raw(path, { 'if-none-match': first.headers.etag! });
      expect(byEtag.status, path).toBe(304);
      expect(byEtag.body.length).toBe(0);
      const byDate = await raw(path, { 'if-modified-since': first.headers['last-modified']! });
      expect(byDate.status, path).toBe(304);
    }
  });
});

describe('files for search engines', () => {
  it('/robots.txt is a real robots file naming the sitemap; /sitemap.xml lists the public pages and published articles', async () => {
    const robots = await raw('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toContain('Disallow: /api/');
    expect(robots.body.toString()).toContain(`Sitemap: ${srv.url}/sitemap.xml`);
    const admin = (await srv.signedIn('admin')).client;
    const article = await admin.post('/api/news', { title: 'Mapped', content: 'Body', excerpt: 'e', category: 'Update' });
    await admin.post(`/api/approve-content/news/${article.body.article.id}`);
    const draft = await admin.post('/api/news', { title: 'Draft', content: 'Body', excerpt: 'e', category: 'Update' });
    const sitemap = (await raw('/sitemap.xml')).body.toString();
    expect(sitemap).toContain(`<loc>${srv.url}/events</loc>`);
    const someEvent = (await srv.db('events').first('id')).id;
    expect(sitemap).toContain(`<loc>${srv.url}/events/${someEvent}</loc>`);
    expect(sitemap).toContain(`<loc>${srv.url}/news/${article.body.article.id}</loc>`);
    expect(sitemap).not.toContain(`/news/${draft.body.article.id}<`);
  });
});

describe('the pre-rendered home page', () => {
  it('goes to a first visit of /, and the shell to a phone the app has run on (and to a path not pre-rendered)', async () => {
    const first = await raw('/');
    expect(first.body.toString()).toContain('data-prerendered="home"');
    expect(first.headers.vary).toMatch(/Cookie/);
    const again = await raw('/', { Cookie: 'club_seen=1' });
    expect(again.body.toString()).not.toContain('data-prerendered');
    expect((await raw('/projects')).body.toString()).not.toContain('data-prerendered');
  });

  it("goes to a first visit of /events too, and holds the notice strip's place while a notice is on for visitors", async () => {
    expect((await raw('/events')).body.toString()).toContain('data-prerendered="events"');
    expect((await raw('/')).body.toString()).not.toContain('data-notice-reserve');
    const admin = (await srv.signedIn('admin')).client;
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const members = await admin.post('/api/notices', {
      title: 'Members only',
      message: 'For members',
      startDate: today,
      endDate: later,
      targetAudience: 'members',
    });
    expect(members.status).toBe(201);
    expect((await raw('/')).body.toString()).not.toContain('data-notice-reserve'); // a visitor would not see it
    expect((await admin.post('/api/notices', { title: 'Rain', message: 'Outdoor work moves', startDate: today, endDate: later })).status).toBe(201);
    expect((await raw('/')).body.toString()).toContain('data-notice-reserve');
    // Every other page's first visit too (the shell), but not a return visit, nor the shell the service worker stores.
    const article = await raw('/news/1');
    expect(article.body.toString()).toContain('<div id="root" data-notice-reserve>');
    expect(article.headers.vary).toMatch(/Cookie/);
    expect((await raw('/news/1', { Cookie: 'club_seen=1' })).body.toString()).toContain('<div id="root"></div>');
    expect((await raw('/index.html')).body.toString()).toContain('<div id="root"></div>');
  });

  it('is English, so a browser that prefers Bangla gets the shell (which starts in Bangla)', async () => {
    const bangla = await raw('/', { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(bangla.body.toString()).not.toContain('data-prerendered');
    expect(bangla.headers.vary).toMatch(/Accept-Language/);
    expect((await raw('/', { 'Accept-Language': 'en-GB,bn;q=0.5' })).body.toString()).toContain('data-prerendered="home"');
  });
});

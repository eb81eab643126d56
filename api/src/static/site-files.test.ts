import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
let published: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  published = await startTestServer({ PUBLIC_URL: 'https://club.example.org/' });
  for (const server of [srv, published]) {
    const admin = (await server.signedIn('admin')).client;
    await admin.post('/api/events', {
      title: 'Mapped event',
      description: 'About it',
      date: '2031-01-01',
      time: '10:00',
      location: 'Hall',
      category: 'workshop',
    });
  }
});
afterAll(async () => {
  await srv.close();
  await published.close();
});

/** A GET with a Host header of our choosing (fetch would not send one). */
const get = (server: TestServer, path: string, host: string) => rawGet(`${server.url}${path}`, { host });

describe('robots.txt and sitemap.xml', () => {
  it('name our own address, never the Host header of the request (they are cached for an hour)', async () => {
    for (const host of ['evil.example', 'evil.example:8443', '[::1', 'a b']) {
      const robots = await get(srv, '/robots.txt', host);
      expect(robots.status, host).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${srv.url}/sitemap.xml`);
      const sitemap = await get(srv, '/sitemap.xml', host);
      expect(sitemap.status, host).toBe(200);
      expect(sitemap.body).toContain(`<loc>${srv.url}/events</loc>`);
      expect(`${robots.body}${sitemap.body}`).not.toContain('evil');
    }
  });

  it('use PUBLIC_URL when it is set', async () => {
    const robots = await get(published, '/robots.txt', 'evil.example');
    expect(robots.body).toContain('Sitemap: https://club.example.org/sitemap.xml');
    const sitemap = await get(published, '/sitemap.xml', 'evil.example');
    expect(sitemap.body).toMatch(/<loc>https:\/\/club\.example\.org\/events\/\d+<\/loc>/);
    expect(sitemap.body).not.toContain('evil');
  });
});

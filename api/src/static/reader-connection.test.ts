/**
 * Reading never queues behind a write: while the one writing connection waits for SQLite's lock
 * (another process holds it), a first visit's HTML page and an article still answer from the
 * read-only connections (static/page-data.ts, serve-pwa.ts, news/read-count.ts). The write is
 * still waiting when they have answered: that, not a wall-clock time, is what shows it.
 */
import fs from 'node:fs';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { knexConfig } from '../../../knexfile';
import { rawGet } from '../test/raw-http';
import { startTestServer, type TestServer } from '../test/test-server';

const BUSY_MS = 3000;
let srv: TestServer;
let article: number;

const STAND_IN = `export async function renderPage(url, seed) {
  return { body: '<main data-url="' + url + '">' + Object.keys(seed.articles ?? {}).length + '</main>', meta: null, texts: { description: 'd', clubName: 'c' } };
}`;

beforeAll(async () => {
  srv = await startTestServer({ SQLITE_BUSY_TIMEOUT_MS: String(BUSY_MS) });
  const dist = `${srv.dataDir}/no-dist`;
  fs.mkdirSync(`${dist}-ssr`, { recursive: true });
  fs.mkdirSync(dist, { recursive: true });
  for (const page of ['index', 'home']) {
    fs.writeFileSync(`${dist}/${page}.html`, `<!doctype html><title>${page}</title><div id="root"></div>`);
    fs.writeFileSync(`${dist}/${page}-notice.html`, `<!doctype html><title>${page} with notice</title><div id="root"></div>`);
  }
  fs.writeFileSync(`${dist}/page-template.html`, '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(`${dist}-ssr/pages.js`, STAND_IN);
  fs.writeFileSync(`${dist}-ssr/package.json`, '{"type":"module"}');
  const admin = (await srv.signedIn('admin')).client;
  article = (await admin.post('/api/news', { title: 'Read while locked', content: 'Body', excerpt: 'e', category: 'Update' })).body.article.id;
  await admin.post(`/api/approve-content/news/${article}`);
});
afterAll(() => srv.close());

/** A first visit: a browser that asks for HTML, in English, without the app's cookie. */
const page = (path: string) => rawGet(`${srv.url}${path}`, { Accept: 'text/html', 'Accept-Language': 'en' });

describe('while the writing connection waits for the lock', () => {
  it('first-visit pages and an article answer from the readers; the read is counted once the lock goes', async () => {
    if (srv.db.client.config.client !== 'sqlite3') return;
    const other = knexFactory({ ...knexConfig({ dataDir: srv.dataDir, busyTimeoutMs: BUSY_MS }), pool: { min: 1, max: 1 } });
    const conn = await other.client.acquireConnection();
    const run = (sql: string) => new Promise<void>((resolve, reject) => conn.run(sql, (e: Error | null) => (e ? reject(e) : resolve())));
    const readsBefore = Number((await srv.db('news').where({ id: article }).first()).read_count);
    try {
      await run('BEGIN IMMEDIATE');
      // A write of this process on its one writing connection, waiting for the lock (up to BUSY_MS).
      let writeSettled = false;
      const write = srv
        .db('data_versions')
        .where({ name: 'lists' })
        .increment('version', 1)
        .then(
          () => 'written',
          () => 'busy',
        );
      void write.finally(() => (writeSettled = true));
      await vi.waitFor(() => expect(srv.db.client.pool.numUsed()).toBe(1), { timeout: 1000, interval: 5 });

      const [home, news, one, about] = await Promise.all([page('/'), page('/news'), page(`/news/${article}`), page('/about')]);
      const api = await srv.client().get(`/api/news/${article}`);

      expect(writeSettled).toBe(false);
      for (const res of [home, news, one, about]) expect(res.status).toBe(200);
      expect(one.body).toContain(`<main data-url="/news/${article}">1</main>`);
      expect(api.status).toBe(200);
      expect(api.body.readCount).toBe(readsBefore + 1);

      await run('ROLLBACK');
      expect(await write).toBe('written');
      await vi.waitFor(async () => expect(Number((await srv.db('news').where({ id: article }).first()).read_count)).toBe(readsBefore + 1), {
        timeout: BUSY_MS,
        interval: 20,
      });
    } finally {
      await run('ROLLBACK').catch(() => undefined);
      await other.client.releaseConnection(conn);
      await other.destroy();
    }
  }, 30_000);
});

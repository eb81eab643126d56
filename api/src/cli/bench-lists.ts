/**
 * Benchmark (not a test) of the public lists on a club grown for years (issue 27): it makes its
 * own grown copy (2,000 articles with real-sized text, 1,000 events, 500 pictures) on a fresh data
 * folder, then measures what a phone pays: the whole list and the first page on the wire, a
 * refresh with nothing new and after one new article, the server's rebuild of a list after a
 * change, and the first visit of /news as HTML. Each timing is the median of several runs, with
 * the worst shown. `npm run bench:lists`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eventInput } from '../../../shared/schemas/events';
import { galleryInput, newsInput } from '../../../shared/schemas/content';
import { eventsRepo } from '../events/events.repo';
import { galleryRepo } from '../gallery/gallery.repo';
import { newsRepo } from '../news/news.repo';
import { startServer } from '../server';
import { buildIfStale } from './build-if-stale';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const PICTURES = Number(process.env.BENCH_PICTURES ?? 500);
const RUNS = 7;

const root = path.resolve(import.meta.dirname, '../../..');
await buildIfStale(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-lists-'));
const srv = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
const { db } = srv;
const admin = (await db('users').where({ role: 'super_admin' }).first('id')) as { id: number };

// Text that compresses like real prose, not like one sentence repeated: words of random syllables
// from a fixed seed (the same grown copy on every run).
let state = 20261127;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const SYLLABLES = 'ba be bi bo da de di do ga ge gi go ka ke ki ko la le li lo ma me mi mo na ne ni no ra re ri ro sa se si so ta te ti to'.split(' ');
const word = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('');
const text = (n: number) => Array.from({ length: n }, word).join(' ');
const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString();

const started = performance.now();
for (let i = 0; i < ARTICLES; i++) {
  const id = await newsRepo.insert(
    db,
    newsInput.parse({
      title: `Story ${i}: ${text(6)}`,
      content: `<p>${text(180)}</p><p>${text(120)}</p>`,
      excerpt: text(25),
      category: 'Update',
    }),
    admin.id,
    'Club writer',
  );
  await db('news')
    .where({ id })
    .update({ status: 'published', published_at: day(i), created_at: day(i) });
}
for (let i = 0; i < EVENTS; i++) {
  const date = day(i * 2).slice(0, 10);
  // The route gives each question an id; these events have none.
  await eventsRepo.insert(
    db,
    eventInput.parse({
      title: `Event ${i}: ${text(4)}`,
      description: text(60),
      date,
      time: '10:00 AM',
      location: 'Club office',
      category: 'workshop',
      status: i < EVENTS - 20 ? 'completed' : 'upcoming',
    }) as never,
    admin.id,
  );
}
for (let i = 0; i < PICTURES; i++) {
  const id = await galleryRepo.insert(
    db,
    galleryInput.parse({ title: `Picture ${i}`, description: text(12), imageUrl: `/uploads/p${i}.webp`, category: 'general' }),
    admin.id,
  );
  await db('gallery').where({ id }).update({ status: 'approved' });
}
await db('data_versions').where({ name: 'lists' }).increment('version', 1);
console.log(`grown copy: ${ARTICLES} articles, ${EVENTS} events, ${PICTURES} pictures (made in ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);

/** A GET as a phone makes it (Brotli accepted): status and the bytes on the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: number; etag: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(srv.url + url, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks).length, etag: String(res.headers.etag ?? '') });
        });
      })
      .on('error', reject);
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs: number[]) => Math.max(...xs);
const bump = () => db('data_versions').where({ name: 'lists' }).increment('version', 1);

const whole = await get('/api/news');
const first = await get('/api/news?limit=24');
const again = await get('/api/news?limit=24', { 'If-None-Match': first.etag });
const { version } = (await fetch(srv.url + '/api/news?limit=1').then((r) => r.json())) as { version: number };
const since = await get(`/api/news?since=${version}`);
const sinceAgain = await get(`/api/news?since=${version}`, { 'If-None-Match': since.etag });
console.log(`/api/news whole list          ${kb(whole.bytes).padStart(10)} on the wire`);
console.log(`/api/news?limit=24 first page ${kb(first.bytes).padStart(10)} on the wire`);
console.log(`  refresh, nothing new         status ${again.status} (the page), ${sinceAgain.status} (?since=), ${sinceAgain.bytes} bytes`);

// One new article: the phone asks what changed since its version (the mirror's refresh).
const id = await newsRepo.insert(
  db,
  newsInput.parse({ title: 'One more story', content: `<p>${text(180)}</p>`, excerpt: text(25), category: 'Update' }),
  admin.id,
  'Club writer',
);
await db('news').where({ id }).update({ status: 'published', published_at: new Date().toISOString() });
await new Promise((resolve) => setTimeout(resolve, 1100)); // a list's version is trusted for a second (list-cache.ts)
const afterOne = await get(`/api/news?since=${version}`, { 'If-None-Match': since.etag });
const firstAgain = await get('/api/news?limit=24', { 'If-None-Match': first.etag });
console.log(
  `  refresh after one new article status ${afterOne.status}, ${kb(afterOne.bytes)} on the wire (?since=); the first page again: ${kb(firstAgain.bytes)}`,
);

// A list rebuilt after a change (an article edited): the first request after it, against one that finds it cached.
const cold: number[] = [];
const warm: number[] = [];
const whole2: number[] = [];
for (let i = 0; i < RUNS; i++) {
  await db('news')
    .where({ id })
    .update({ title: `One more story, edit ${i}` });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  let t = performance.now();
  await get('/api/news?limit=24');
  cold.push(performance.now() - t);
  t = performance.now();
  await get('/api/news?limit=24');
  warm.push(performance.now() - t);
}
// For comparison: reading the whole list again (what every change cost before the change log).
for (let i = 0; i < RUNS; i++) {
  await bump();
  await db('list_changes').insert(Array.from({ length: 201 }, () => ({ list: 'news', row_id: id }))); // more than a patch takes
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const t = performance.now();
  await get('/api/news?limit=24');
  whole2.push(performance.now() - t);
}
const extra = cold.map((c, i) => c - warm[i]);
console.log(
  `rebuild after a change        median ${median(extra).toFixed(1)} ms (worst ${worst(extra).toFixed(1)}) beyond a cached answer; the request: median ${median(cold).toFixed(1)} ms (worst ${worst(cold).toFixed(1)}); cached ${median(warm).toFixed(1)} ms (worst ${worst(warm).toFixed(1)}); read whole ${median(whole2).toFixed(1)} ms (worst ${worst(whole2).toFixed(1)})`,
);

// The compact search index a phone keeps (issue 27 §3): fetched whole once, then by deltas.
const index = await get('/api/search-index');
const indexJson = await fetch(srv.url + '/api/search-index').then((r) => r.text());
const entries = (JSON.parse(indexJson) as { entries: unknown[] }).entries.length;
console.log(
  `search index (whole, once)    ${kb(index.bytes).padStart(10)} on the wire, ${kb(Buffer.byteLength(indexJson))} as JSON (about what IndexedDB keeps), ${entries} entries`,
);

const html = await get('/news', { 'Accept-Language': 'en' });
const decoded = await fetch(srv.url + '/news', { headers: { 'Accept-Language': 'en' } }).then((r) => r.text());
const elements = (decoded.match(/<[a-zA-Z][^>]*>/g) ?? []).length;
const cards = (decoded.match(/data-testid="story-card"/g) ?? []).length;
console.log(
  `/news first visit HTML        ${kb(html.bytes).padStart(10)} on the wire, ${kb(Buffer.byteLength(decoded))} decoded, ${elements} elements, ${cards} story cards`,
);

// In Chromium (BENCH_BROWSER=false skips): the index as a phone keeps it and searches it offline,
// the first visit's bytes, and Lighthouse on the grown copy's / and /news (the same as on the demo content, npm run bench).
if (process.env.BENCH_BROWSER !== 'false') {
  const { measureOfflineSearch } = await import('./offline-search');
  const words = ['story', 'event', 'picture', 'club', 'ba'];
  const search = await measureOfflineSearch(srv.url, words);
  console.log(
    `search index on the phone    ${kb(search.indexedDbBytes).padStart(10)} in IndexedDB (${search.entries} entries); offline search at 4x CPU median ${median(search.searchMs)} ms (worst ${worst(search.searchMs)}) over ${words.length} words`,
  );
  // The first visit's bytes on the grown copy, the worker's included (the target: 350 KiB for `/`).
  const { measureFirstVisit, printFirstVisit } = await import('./first-visit');
  for (const p of ['/', '/news']) printFirstVisit(await measureFirstVisit(srv.url, p));
  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    const { printLighthouse, runLighthouse } = await import('./lighthouse');
    printLighthouse(await runLighthouse(srv.url, ['/', '/news'], Number(process.env.LIGHTHOUSE_RUNS ?? 3)));
  }
}

// BENCH_SERVE=true keeps the grown copy up for a look by hand (or a profile) until Ctrl-C.
if (process.env.BENCH_SERVE === 'true') {
  console.log(`serving the grown copy at ${srv.url} (Ctrl-C ends)`);
  await new Promise((resolve) => process.once('SIGINT', resolve));
}
await srv.close();
fs.rmSync(dataDir, { recursive: true, force: true });

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { startServer } from '../server';
import type { LoadJob, LoadResult } from './bench-load';
import { buildIfStale } from './build-if-stale';

/**
 * Benchmarks (not tests): latency of the list endpoints on the demo data, fresh and as a 304
 * refresh, Lighthouse on every public page in both languages (bench-pages.ts), and the size of
 * what a phone downloads for the app shell. Exits non-zero when a part fails or misses its targets.
 */
const root = path.resolve(import.meta.dirname, '../../..');
await buildIfStale(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
const srv = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' });

// Every public page's first visit must come pre-rendered in its language (bench-pages.ts): checked
// first, by plain HTTP, so that the bench fails in seconds, not after its hour. BENCH_LIGHTHOUSE=false
// skips the check with the pages' Lighthouse runs.
const pagesPlan = process.env.BENCH_LIGHTHOUSE !== 'false' ? await (await import('./bench-pages')).planPages(srv.url) : null;
if (process.env.BENCH_LIGHTHOUSE !== 'false' && !pagesPlan) {
  console.error('npm run bench stops here (BENCH_LIGHTHOUSE=false runs the rest without the pages).');
  await srv.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

/** A GET's body as it travelled (not decoded), and its Content-Encoding. */
function rawBody(url: string, acceptEncoding: string): Promise<{ encoding: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function time(url: string, headers: Record<string, string> = {}, n = 200) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(srv.url + url, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(n * 0.5)].toFixed(2), p95: ms[Math.floor(n * 0.95)].toFixed(2), bytes };
}

console.log('endpoint                          p50 ms   p95 ms   bytes');
for (const url of ['/api/events', '/api/news', '/api/projects', '/api/gallery', '/api/members', '/api/notices?active=true']) {
  const etag = (await fetch(srv.url + url)).headers.get('etag') ?? '';
  const full = await time(url);
  const cached = await time(url, { 'if-none-match': etag });
  console.log(`${url.padEnd(32)} ${full.p50.padStart(7)} ${full.p95.padStart(8)} ${String(full.bytes).padStart(7)}`);
  console.log(`${(url + ' (304)').padEnd(32)} ${cached.p50.padStart(7)} ${cached.p95.padStart(8)} ${String(cached.bytes).padStart(7)}`);
}

// Side by side with a bare Koa + @koa/router server answering the same bytes (the ceiling), also
// compressed the same way (the load's fetch asks for gzip, and ours keeps each list's gzip bytes):
// 50 concurrent clients for 3 s each, requests per second and p99.
{
  const { default: Koa } = await import('koa');
  const { default: Router } = await import('@koa/router');
  const body = await (await fetch(srv.url + '/api/events')).text();
  const tag = (await fetch(srv.url + '/api/events')).headers.get('etag') ?? '"x"';
  // The very bytes ours sends to a client that accepts gzip (the load's fetch does): compressed once, kept.
  const gzipped = await rawBody(srv.url + '/api/events', 'gzip, deflate');
  const bare = new Koa();
  const router = new Router();
  router.get('/api/events', (ctx) => {
    ctx.set('ETag', tag);
    ctx.vary('Accept-Encoding');
    if (ctx.get('If-None-Match') === tag) ctx.status = 304;
    else {
      ctx.type = 'application/json';
      if (gzipped.encoding === 'gzip' && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
        ctx.set('Content-Encoding', 'gzip');
        ctx.body = gzipped.bytes;
      } else ctx.body = body;
    }
  });
  bare.use(router.routes());
  const bareServer = bare.listen(0, '127.0.0.1');
  await new Promise((r) => bareServer.once('listening', r));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as import('node:net').AddressInfo).port}`;
  // The load is generated in a worker thread (bench-load.ts): on the servers' own event loop it
  // would time its own work too.
  const inWorker = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      // (A worker does not inherit tsx's loader: the first thing it does is register it.)
      const file = JSON.stringify(new URL('./bench-load.ts', import.meta.url).href);
      const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${file}); })`, { eval: true, workerData: job });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const load = async (url: string, headers: Record<string, string> = {}) => {
    const r = await inWorker({ kind: 'concurrent', url, headers, clients: 50, seconds: 3 });
    return { rps: Math.round(r.count / 3), p99: r.p99.toFixed(1) };
  };
  const fixedRate = async (url: string, headers: Record<string, string>) => {
    const r = await inWorker({ kind: 'fixed-rate', url, headers, rate: 1000, seconds: 5 });
    return { p50: r.p50.toFixed(1), p99: r.p99.toFixed(1), errors: r.errors };
  };
  console.log('\nlist GET at a fixed 1,000 req/s for 5 s (open loop)   p50 ms   p99 ms   errors');
  for (const [label, headers] of [
    ['GET /api/events', {}],
    ['GET /api/events (304)', { 'if-none-match': tag }],
  ] as const) {
    for (const [who, base] of [
      ['ours', srv.url],
      ['bare', bareUrl],
    ] as const) {
      const r = await fixedRate(base + '/api/events', headers);
      console.log(`${(label + ' ' + who).padEnd(52)} ${r.p50.padStart(7)} ${r.p99.padStart(8)} ${String(r.errors).padStart(8)}`);
    }
  }

  console.log('\nlist GET under load (50 concurrent, 3 s)   req/s    p99 ms   share of bare');
  for (const [label, headers] of [
    ['GET /api/events', {}],
    ['GET /api/events (304)', { 'if-none-match': tag }],
  ] as const) {
    const ours = await load(srv.url + '/api/events', headers);
    const ceiling = await load(bareUrl + '/api/events', headers);
    console.log(
      `${label.padEnd(28)} ours ${String(ours.rps).padStart(6)} ${ours.p99.padStart(8)}   bare ${String(ceiling.rps).padStart(6)} ${ceiling.p99.padStart(8)}   ${(ours.rps / ceiling.rps).toFixed(2)}`,
    );
  }
  bareServer.close();
}

// Lighthouse on every public page in English and Bangla against issue 28's targets (as npm run bench:pages).
if (pagesPlan && !(await (await import('./bench-pages')).lighthousePages(srv.url, pagesPlan))) process.exitCode = 1;

const dist = path.join(root, 'dist');
let js = 0;
let css = 0;
const walk = (d: string) => {
  for (const f of fs.readdirSync(d)) {
    const p = path.join(d, f);
    if (fs.statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.js') && !p.endsWith('sw.js')) js += zlib.gzipSync(fs.readFileSync(p)).length;
    else if (p.endsWith('.css')) css += zlib.gzipSync(fs.readFileSync(p)).length;
  }
};
walk(dist);
console.log(`\napp JavaScript (all chunks, gzip): ${(js / 1024).toFixed(1)} KiB; CSS (gzip): ${(css / 1024).toFixed(1)} KiB`);
// A first visit of `/` as it travels, the service worker's downloads included (first-visit.ts).
{
  const { measureFirstVisit, printFirstVisit } = await import('./first-visit');
  printFirstVisit(await measureFirstVisit(srv.url, '/'));
}
await srv.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// The opening minute of a popular event (bench-burst.ts): 500 registrations in 10 s for 50 seats,
// on SQLite and, with BENCH_DATABASE_URL (an empty PostgreSQL database), on two processes sharing
// it. BENCH_BURST=false skips it.
if (process.env.BENCH_BURST !== 'false') {
  const { spawnSync } = await import('node:child_process');
  console.log('');
  const run = spawnSync('npx', ['tsx', 'api/src/cli/bench-burst.ts'], { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status !== 0) process.exitCode = 1;
}

// The public lists on a club grown for years (bench-lists.ts): pages, deltas, rebuilds, the search
// index on a phone, Lighthouse on the grown / and /news. BENCH_LISTS=false skips it.
if (process.env.BENCH_LISTS !== 'false') {
  const { spawnSync } = await import('node:child_process');
  console.log('\nlists on a grown club:');
  const run = spawnSync('npx', ['tsx', 'api/src/cli/bench-lists.ts'], { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status !== 0) process.exitCode = 1;
}

// The flap harness at full size (pwa/e2e/flap-harness.spec.ts): 500 writes over 1,000 flaps and
// 20 server crashes; it prints its counts (made, stored, lost, duplicated, out of order,
// misattributed). BENCH_HARNESS=false skips it.
if (process.env.BENCH_HARNESS !== 'false') {
  const { spawnSync } = await import('node:child_process');
  console.log('\nflap harness at full size (takes several minutes):');
  await buildIfStale(root, { harness: true });
  const run = spawnSync('npx', ['playwright', 'test', 'pwa/e2e/flap-harness.spec.ts', '--reporter=list'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      HARNESS_WRITES: process.env.HARNESS_WRITES ?? '500',
      HARNESS_FLAPS: process.env.HARNESS_FLAPS ?? '1000',
      HARNESS_CRASHES: process.env.HARNESS_CRASHES ?? '20',
    },
  });
  if (run.status !== 0) process.exitCode = 1;
}

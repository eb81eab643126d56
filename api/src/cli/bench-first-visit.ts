/**
 * Benchmark (not a test): the bytes of a first visit of `/` (or the paths given) for an English
 * reader, the service worker's precache included (first-visit.ts). `npm run bench:first-visit`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server';
import { buildIfStale } from './build-if-stale';
import { measureFirstVisit, printFirstVisit } from './first-visit';

const root = path.resolve(import.meta.dirname, '../../..');
await buildIfStale(root);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-first-'));
const srv = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
try {
  const paths = process.argv.slice(2);
  for (const p of paths.length ? paths : ['/']) printFirstVisit(await measureFirstVisit(srv.url, p));
} finally {
  await srv.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

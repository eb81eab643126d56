/**
 * The bench's load generator (api/src/cli/bench.ts), run in a worker thread of its own: the
 * requests it sends and times do not share an event loop with the servers they measure, as a
 * phone's requests would not. Posts back what it measured.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type LoadJob =
  | { kind: 'fixed-rate'; url: string; headers: Record<string, string>; rate: number; seconds: number }
  | { kind: 'concurrent'; url: string; headers: Record<string, string>; clients: number; seconds: number };

export interface LoadResult {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * One GET, its body read to the end and not decoded: the client does as little work as it can, so
 * on a 2-core machine the load generator takes less of the CPU the servers are measured on (fetch
 * would decompress every answer). Asks for compressed answers as a browser does; connections are kept.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
function get(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => ((res.statusCode ?? 500) < 400 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function summary(ms: number[], errors: number): LoadResult {
  ms.sort((a, b) => a - b);
  const pct = (q: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? NaN;
  return { count: ms.length, errors, p50: pct(0.5), p99: pct(0.99) };
}

/**
 * Open loop at a fixed rate: each request is timed from when it was due, so a stall counts
 * against every request it delayed (no coordinated omission); one sent just before its due time
 * is timed from when it left. An answer of 400 or more counts as an error.
 */
async function fixedRate({ url, headers, rate, seconds }: Extract<LoadJob, { kind: 'fixed-rate' }>): Promise<LoadResult> {
  const total = rate * seconds;
  const start = performance.now();
  const ms: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    const from = Math.min(due, performance.now());
    inFlight.push(
      get(url, headers).then(
        () => void ms.push(performance.now() - from),
        () => void errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  return summary(ms, errors);
}

/** Closed loop: this many clients, each sending its next request when the last one answered. */
async function concurrent({ url, headers, clients, seconds }: Extract<LoadJob, { kind: 'concurrent' }>): Promise<LoadResult> {
  const until = performance.now() + seconds * 1000;
  const ms: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await get(url, headers);
          ms.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summary(ms, errors);
}

if (parentPort) {
  const job = workerData as LoadJob;
  const run = (j: LoadJob) => (j.kind === 'fixed-rate' ? fixedRate(j) : concurrent(j));
  // A second of the same load first, not counted: a new thread's HTTP client and JIT start cold.
  await run({ ...job, seconds: 1 });
  parentPort.postMessage(await run(job));
}

/**
 * The opening minute of a popular event (npm run bench:burst, also part of npm run bench): 500
 * visitors register for one event with 50 seats and a waitlist within 10 seconds, each willing to
 * wait for a seat (joinWaitlist) (an open loop:
 * each arrives on time, whatever the others wait for). Prints p50/p99/worst of the answers, and
 * checks what the club needs: never more than 50 seated, every waitlist position unique and
 * without gaps. On SQLite (one process) and, with BENCH_DATABASE_URL (an empty PostgreSQL
 * database), on two processes sharing it, the visitors split between them. Median of
 * BURST_RUNS (3) runs, the worst shown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { knexConfig } from '../../../knexfile';
import { startServer, type RunningServer } from '../server';

const VISITORS = Number(process.env.BURST_VISITORS ?? 500);
const SECONDS = Number(process.env.BURST_SECONDS ?? 10);
const SEATS = 50;
const RUNS = Number(process.env.BURST_RUNS ?? 3);
const SECRETS = 'bench-secret-of-two-processes-on-one-database-0001';

interface Outcome {
  p50: number;
  p99: number;
  worst: number;
  failed: number;
  seated: number;
  waitlisted: number;
  positionsOk: boolean;
}

async function adminEvent(url: string): Promise<number> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@club.test', password: 'Admin#2025pass' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: `Opening minute ${Date.now()}`,
      description: 'Fifty seats',
      date: '2031-03-01',
      time: '10:00',
      location: 'Hall',
      category: 'workshop',
      registrationRequired: true,
      maxParticipants: SEATS,
      waitlistEnabled: true,
      autoConfirm: true,
    }),
  });
  if (res.status !== 201) throw new Error(`creating the event: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { event: { id: number } }).event.id;
}

async function burst(urls: string[], dbOf: () => knexFactory.Knex): Promise<Outcome> {
  const eventId = await adminEvent(urls[0]);
  const started = performance.now();
  const ms: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, i) => {
      // On time, not after the others: the open loop of a real crowd.
      await new Promise((r) => setTimeout(r, Math.max(0, (i * SECONDS * 1000) / VISITORS - (performance.now() - started))));
      const t = performance.now();
      const res = await fetch(`${urls[i % urls.length]}/api/event-registrations/anonymous`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': `burst-${eventId}-${i}`, 'X-Client-Id': `phone-${eventId}-${i}` },
        body: JSON.stringify({
          eventId,
          name: `Visitor ${i}`,
          email: `v${i}.${eventId}@burst.test`,
          phone: '+8801700000000',
          reason: 'I want to be there',
          joinWaitlist: true,
        }),
      }).catch(() => null);
      ms.push(performance.now() - t);
      if (!res || res.status !== 201) {
        if (++failed === 1) console.error(`a registration failed: ${res ? `${res.status} ${await res.clone().text()}` : 'no answer'}`);
      }
      await res?.arrayBuffer();
    }),
  );
  ms.sort((a, b) => a - b);
  const db = dbOf();
  try {
    const rows = (await db('event_registrations').where({ event_id: eventId }).select('status', 'waitlist_position')) as Array<{
      status: string;
      waitlist_position: number | null;
    }>;
    const positions = rows
      .filter((r) => r.status === 'waitlisted')
      .map((r) => Number(r.waitlist_position))
      .sort((a, b) => a - b);
    return {
      p50: ms[Math.floor(ms.length * 0.5)],
      p99: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))],
      worst: ms[ms.length - 1],
      failed,
      seated: rows.filter((r) => r.status === 'confirmed').length,
      waitlisted: positions.length,
      positionsOk: positions.every((p, i) => p === i + 1),
    };
  } finally {
    await db.destroy();
  }
}

function report(name: string, runs: Outcome[]) {
  const median = (f: (o: Outcome) => number) => [...runs].sort((a, b) => f(a) - f(b))[Math.floor(runs.length / 2)];
  const m = median((o) => o.p99);
  const worst = [...runs].sort((a, b) => b.p99 - a.p99)[0];
  const ok = runs.every((o) => o.failed === 0 && o.seated === Math.min(SEATS, VISITORS) && o.positionsOk && o.seated + o.waitlisted === VISITORS);
  console.log(
    `${name.padEnd(34)} p50 ${m.p50.toFixed(0)} ms, p99 ${m.p99.toFixed(0)} ms (worst run p99 ${worst.p99.toFixed(0)} ms, slowest answer ${worst.worst.toFixed(0)} ms); ` +
      `seated ${m.seated}/${SEATS}, waitlisted ${m.waitlisted}, failed ${m.failed}; ${ok ? 'every seat given once, positions unique' : 'WRONG: failures, seats over or under capacity, or positions repeated'}`,
  );
  if (!ok) process.exitCode = 1;
}

const env = { ...process.env, PORT: '0', SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };
console.log(`The opening minute: ${VISITORS} registrations in ${SECONDS} s for ${SEATS} seats (median of ${RUNS} runs)`);
{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-burst-'));
  const srv = await startServer({ ...env, DATA_DIR: dataDir });
  const runs: Outcome[] = [];
  for (let r = 0; r < RUNS; r++) runs.push(await burst([srv.url], () => knexFactory(knexConfig({ dataDir, reader: true }))));
  await srv.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  report('SQLite, one process', runs);
}
const pg = process.env.BENCH_DATABASE_URL;
if (pg) {
  const servers: RunningServer[] = [];
  for (let i = 0; i < 2; i++)
    servers.push(await startServer({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'club-burst-pg-')), DATABASE_URL: pg, SESSION_SECRETS: SECRETS }));
  const runs: Outcome[] = [];
  for (let r = 0; r < RUNS; r++)
    runs.push(
      await burst(
        servers.map((s) => s.url),
        () => knexFactory(knexConfig({ dataDir: os.tmpdir(), databaseUrl: pg })),
      ),
    );
  for (const s of servers) await s.close();
  report('PostgreSQL, two processes', runs);
} else {
  console.log('PostgreSQL, two processes: skipped (set BENCH_DATABASE_URL to an empty database)');
}

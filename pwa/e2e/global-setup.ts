import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtp, type TestSmtp } from '../../api/src/test/smtp';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Started {
  url: string;
  stop: () => Promise<void>;
}

/** One real server (built app + API) on a free port with its own temporary DATA_DIR. */
async function startOne(seedDemo: boolean, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: String(seedDemo), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      // The server closes its database and exits on SIGTERM; one that hangs is killed after 10 s.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The servers one Playwright worker uses; the names of the variables its journeys read. */
const SLOT_VARIABLES = ['E2E_BASE_URL', 'E2E_EMPTY_URL', 'E2E_MAILBOX_URL'] as const;

/**
 * Starts, for each Playwright worker (E2E_WORKERS, see playwright.config.ts), its own set: a
 * server with the demo content (E2E_BASE_URL, the default baseURL), one with an empty database
 * for the empty states (`test.use({ baseURL: process.env.E2E_EMPTY_URL })`), and a real SMTP
 * server on loopback the demo server sends its mail to (journeys read it: support/mailbox.ts).
 * Worker n finds its set in E2E_BASE_URL_n etc. (useWorkerSlot); nothing is shared between
 * workers, so journeys that change the demo content never meet. All stop afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  if (!fs.existsSync(path.resolve('dist/index.html'))) throw new Error('Build the app first: npm run build');
  const slots = await Promise.all(Array.from({ length: e2eWorkers() }, () => startSlot()));
  slots.forEach((slot, n) => {
    for (const name of SLOT_VARIABLES) process.env[`${name}_${n}`] = slot.env[name];
  });
  return async () => {
    await Promise.all(slots.map((slot) => slot.stop()));
  };
}

/** How many workers (and server sets): E2E_WORKERS, 1 by default (two measured no faster on two cores). */
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * In a worker: points E2E_BASE_URL and the others at this worker's set. Playwright loads the
 * config in each worker with TEST_PARALLEL_INDEX set, so the config calls this before it reads
 * E2E_BASE_URL for its baseURL.
 */
export function useWorkerSlot(): void {
  const slot = process.env.TEST_PARALLEL_INDEX;
  if (slot === undefined || !process.env[`E2E_BASE_URL_${slot}`]) return;
  for (const name of SLOT_VARIABLES) process.env[name] = process.env[`${name}_${slot}`];
}

async function startSlot(): Promise<{ env: Record<(typeof SLOT_VARIABLES)[number], string>; stop: () => Promise<void> }> {
  const smtp = await startTestSmtp();
  const mailbox = await serveMailbox(smtp);
  const [demo, empty] = await Promise.all([startOne(true, { SMTP_URL: smtp.url }), startOne(false)]);
  return {
    env: { E2E_BASE_URL: demo.url, E2E_EMPTY_URL: empty.url, E2E_MAILBOX_URL: mailbox.url },
    stop: async () => {
      await Promise.all([demo.stop(), empty.stop(), mailbox.close(), smtp.close()]);
    },
  };
}

/** What the SMTP server received, as JSON for the journeys: GET /?to=address. */
async function serveMailbox(smtp: TestSmtp): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://mailbox').searchParams.get('to');
    const mails = smtp.received.filter((m) => !to || m.to === to).map(({ to, subject, text, language, links }) => ({ to, subject, text, language, links }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

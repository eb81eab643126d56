import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { knexConfig } from '../../../knexfile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Resolves when the process has exited (killed or crashed). */
  exited: Promise<number | null>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

/** The real server in its own process (as `npm start` runs it), on a DATA_DIR of the test's. */
export async function startChildServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Club site running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
    setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface CrashRun {
  /** The server started with the fault: it dies where the fault is (await `crashing.exited`). */
  crashing: ChildServer;
  /** The server's database, opened beside it. */
  db: Knex;
  /** Starts the server again on the same data folder, without the fault. */
  restart: () => Promise<ChildServer>;
}

/**
 * A kill -9 and a restart on one fresh data folder: `test` gets the real server started with
 * CLUB_FAULTS=`fault` (and `env`, which the restart keeps). Every server is stopped, the database
 * closed and the folder removed after it.
 */
export async function withCrashingServer(fault: string, env: Record<string, string>, test: (run: CrashRun) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-crash-'));
  const started: ChildServer[] = [];
  let db: Knex | undefined;
  try {
    const crashing = await startChildServer(dataDir, { CLUB_FAULTS: fault, ...env });
    started.push(crashing);
    db = knexFactory(knexConfig({ dataDir }));
    await test({
      crashing,
      db,
      restart: async () => {
        const restarted = await startChildServer(dataDir, env);
        started.push(restarted);
        return restarted;
      },
    });
  } finally {
    for (const server of started.reverse()) await server.kill();
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import fs from 'node:fs/promises';
import type { Knex } from 'knex';
import type { HealthAnswer } from '../../../shared/api/health';
import { nowIso } from '../lib/time';

/** Below this much free space in the data folder, uploads and SQLite writes are about to fail. */
export const MIN_FREE_MIB = 200;

type Check = { ok: boolean; detail?: string };
const failed = (err: unknown): Check => ({ ok: false, detail: err instanceof Error ? err.message.split('\n')[0].slice(0, 200) : String(err) });

async function attempt(work: () => Promise<Check | void>): Promise<Check> {
  try {
    return (await work()) ?? { ok: true };
  } catch (err) {
    return failed(err);
  }
}

/**
 * Each check on its own, so one failing says which: the database answers, takes a write (the
 * `health_probe` row), has every migration this code expects, and the data folder has room.
 */
export async function checkHealth(db: Knex, dataDir: string): Promise<HealthAnswer> {
  const database = await attempt(async () => void (await db.raw('select 1')));
  const writable = database.ok
    ? await attempt(async () => void (await db('health_probe').insert({ id: 1, checked_at: nowIso() }).onConflict('id').merge()))
    : { ok: false, detail: 'database unreachable' };
  const migrations = database.ok
    ? await attempt(async () => {
        const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]];
        return pending.length ? { ok: false, detail: `${pending.length} migration(s) not run` } : { ok: true };
      })
    : { ok: false, detail: 'database unreachable' };
  let freeMiB: number | undefined;
  const disk = await attempt(async () => {
    const s = await fs.statfs(dataDir);
    freeMiB = Math.floor((s.bavail * s.bsize) / 1024 / 1024);
    return freeMiB < MIN_FREE_MIB ? { ok: false, detail: `less than ${MIN_FREE_MIB} MiB free` } : { ok: true };
  });
  const checks = { database, writable, migrations, disk: { ...disk, ...(freeMiB !== undefined && { freeMiB }) } };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ok' : 'unhealthy', checks };
}
